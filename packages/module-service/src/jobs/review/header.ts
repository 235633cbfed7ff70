import { type Campo, formatFechaHora, orDefault } from '@insp/reports';

/** The labels of a review-family document's header, from the module's texts. */
export interface HeaderLabels {
  fechaGeneracion: string;
  empresa: string;
  proyecto: string;
  revision: string;
  listado: string;
  responsable: string;
  cargo: string;
  /** Shown for a value that is missing or blank. */
  sinDato: string;
}

/** Who answers for a level (a snapshot of the user, null once removed). */
type Responsable = { NombreCompleto?: string | null; Cargo?: string | null } | null;

/**
 * The top of a review-family document (DOCUMENT_HEADER's data): its title and company, the
 * generation date (Santiago), and the header rows: company, project, then the revision and list of a
 * list's document and the module's rows about the list (`detalles`), the responsible and Cargo (the
 * list's, else the revision's, else the project's), then `extra` (an order…).
 */
export function reviewDocumentHeader(
  labels: HeaderLabels,
  input: {
    titulo: string;
    company: { Nombre: string };
    project: { NombreProyecto: string; Responsable: Responsable };
    revision?: { Nombre: string; Responsable: Responsable };
    listado?: { Nombre: string; Responsable: Responsable };
    detalles?: { etiqueta: string; valor: string | null | undefined }[];
    extra?: Campo[];
    now: Date;
  },
): { titulo: string; empresa: string; fechaGeneracion: Campo; cabecera: Campo[] } {
  const { company, project, revision, listado } = input;
  const orNA = (value: string | null | undefined) => orDefault(value, labels.sinDato);
  const responsable = listado?.Responsable ?? revision?.Responsable ?? project.Responsable;
  const cabecera: Campo[] = [
    { etiqueta: labels.empresa, valor: company.Nombre },
    { etiqueta: labels.proyecto, valor: project.NombreProyecto },
  ];
  if (revision) cabecera.push({ etiqueta: labels.revision, valor: revision.Nombre });
  if (listado) cabecera.push({ etiqueta: labels.listado, valor: listado.Nombre });
  for (const detalle of input.detalles ?? []) cabecera.push({ etiqueta: detalle.etiqueta, valor: orNA(detalle.valor) });
  cabecera.push({ etiqueta: labels.responsable, valor: orNA(responsable?.NombreCompleto) });
  cabecera.push({ etiqueta: labels.cargo, valor: orNA(responsable?.Cargo) });
  cabecera.push(...(input.extra ?? []));
  return { titulo: input.titulo, empresa: company.Nombre, fechaGeneracion: { etiqueta: labels.fechaGeneracion, valor: formatFechaHora(input.now) }, cabecera };
}
