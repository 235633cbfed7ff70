import { CatalogSelect } from '@insp/ui/screens/fields';

export interface RevisionListadoChoice {
  revisionId: string;
  listadoId: string;
}

export interface RevisionListadoPickersProps extends RevisionListadoChoice {
  /** The project's revisions and the chosen revision's listados (only the active ones are offered). */
  revisiones: readonly { id: string; Nombre: string }[];
  listados: readonly { id: string; Nombre: string; Estado: string }[];
  labels: { revision: string; listado: string; todas: string; todos: string };
  onChange: (choice: RevisionListadoChoice) => void;
}

/**
 * The 'Revisión' and 'Listado' filters of a project-wide summary: the listado is chosen within the
 * revision, so it waits for one and a new revision clears it.
 */
export function RevisionListadoPickers({ revisionId, listadoId, revisiones, listados, labels, onChange }: RevisionListadoPickersProps) {
  return (
    <>
      <CatalogSelect
        id="filtro-revision"
        label={labels.revision}
        value={revisionId}
        options={revisiones.map((r) => ({ value: r.id, label: r.Nombre }))}
        emptyLabel={labels.todas}
        // a listado belongs to one revision
        onChange={(value) => onChange({ revisionId: value, listadoId: '' })}
      />
      <CatalogSelect
        id="filtro-listado"
        label={labels.listado}
        value={listadoId}
        options={listados.filter((l) => l.Estado === 'Activo').map((l) => ({ value: l.id, label: l.Nombre }))}
        emptyLabel={labels.todos}
        disabled={!revisionId}
        onChange={(value) => onChange({ revisionId, listadoId: value })}
      />
    </>
  );
}
