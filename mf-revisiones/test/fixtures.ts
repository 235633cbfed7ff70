import type { CatalogosObservacion, HistoryItem, ListadoItem, ObservacionItem, ProyectoItem, RevisionItem } from '@insp/contracts';
import { catalogosObservacion, listadosEndpoints, observacionHistory, proyectosEndpoints, revisionesEndpoints } from '@insp/contracts';
import { type FakeApi, testProyecto } from '@insp/ui/testing';

/** Shared fixtures of the revisiones screens' tests: ids, catalogues and the records the screens show. */
export const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const PROJECT = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const REVISION = 'cccccccccccccccccccccccc';
export const LISTADO = 'dddddddddddddddddddddddd';
export const LISTADO_PARAMS = { companyId: COMPANY, projectId: PROJECT, revisionId: REVISION, listadoId: LISTADO };

export const oid = (n: number) => n.toString(16).padStart(24, '0');

export const catalogos: CatalogosObservacion = {
  sectores: [
    { id: 's1', Nombre: 'Torre A' },
    { id: 's2', Nombre: 'Torre B' },
  ],
  recintos: [
    { id: 'r1', Nombre: 'Baño' },
    { id: 'r2', Nombre: 'Cocina' },
  ],
  subcontratos: [
    {
      id: 'sc1',
      Nombre: 'Eléctrico',
      erroresTipo: [
        { id: 'e1', Nombre: 'Enchufe suelto' },
        { id: 'e2', Nombre: 'Cable expuesto' },
      ],
    },
    { id: 'sc2', Nombre: 'Pintura', erroresTipo: [{ id: 'e3', Nombre: 'Mancha' }] },
    { id: 'sc3', Nombre: 'Aseo', erroresTipo: [] },
  ],
  prioridades: [
    { id: 'p1', Nombre: 'Alta' },
    { id: 'p2', Nombre: 'Baja' },
  ],
  LimiteFotos: 2,
};

export function observacion(numero: number, overrides: Partial<ObservacionItem> = {}): ObservacionItem {
  return {
    id: oid(1000 + numero),
    Numero: numero,
    Estado: 'Observada',
    EstadoLabel: 'Observada',
    Prioridad: 'Alta',
    Sector: 'Torre A',
    Recinto: 'Baño',
    Subcontrato: 'Eléctrico',
    ErrorTipo: 'Enchufe suelto',
    Comentario: `Comentario ${numero}`,
    Imagenes: [],
    CreatedAt: '2025-03-04T05:06:07.000Z',
    Resuelta: null,
    PorVencer: '2025-03-14T05:06:07.000Z',
    Vencida: '2025-03-24T05:06:07.000Z',
    createdBy: { id: oid(9), name: 'Ursula Usuaria' },
    EditadoPor: null,
    ...overrides,
  };
}

/** A project as the service answers it ('Edificio Norte', id PROJECT, no responsible). */
export const proyectoItem = (over: Partial<ProyectoItem> = {}): ProyectoItem => ({ ...testProyecto(PROJECT, 'Edificio Norte'), Carpetas: 1, ...over });

/** A revision of PROJECT ('Revisión 1', id REVISION). */
export const revisionItem = (over: Partial<RevisionItem> = {}): RevisionItem => ({
  id: REVISION,
  projectId: PROJECT,
  Nombre: 'Revisión 1',
  Carpetas: 1,
  Responsable: null,
  FechaCreacion: '2025-01-02T03:04:05.000Z',
  ...over,
});

/** A listado of REVISION ('Piso 3', id LISTADO, no observations, no dates). */
export const listadoItem = (over: Partial<ListadoItem> = {}): ListadoItem => ({
  id: LISTADO,
  projectId: PROJECT,
  revisionId: REVISION,
  Nombre: 'Piso 3',
  ObservacionesResueltas: 0,
  ObservacionesTotales: 0,
  Responsable: null,
  FechaCreacion: '2025-01-02T03:04:05.000Z',
  FechaPropuesta: null,
  FechaReal: null,
  Estado: 'Activo',
  FechaEliminacion: null,
  AlertaEliminacion: false,
  DiasEliminacion: null,
  DiasRestantes: null,
  ...over,
});

/** The catalogues and the names the breadcrumbs read. */
export function answerContext(fake: FakeApi): FakeApi {
  return (
    fake
      .on('revisiones', catalogosObservacion, () => catalogos)
      .on('revisiones', proyectosEndpoints.get, () => proyectoItem())
      .on('revisiones', revisionesEndpoints.get, () => revisionItem())
      .on('revisiones', listadosEndpoints.get, () => listadoItem())
      // under a listado the breadcrumbs read the three names above it in one answer
      .on('revisiones', listadosEndpoints.ruta, () => ({
        NombreProyecto: proyectoItem().NombreProyecto,
        NombreRevision: revisionItem().Nombre,
        NombreListado: listadoItem().Nombre,
      }))
  );
}

/** One step of an observation's 'Historial': the n-th event, when, by whom, what, and the fields it changed. */
export const historyStep = (n: number, at: string, actor: HistoryItem['actor'], action: string, changes: HistoryItem['changes'] = []): HistoryItem => ({
  id: oid(n),
  at,
  actor,
  action,
  changes,
});

/** The fake API answers an observation's 'Historial' with these steps (newest first), all on one page. */
export const answerHistory = (fake: FakeApi, items: HistoryItem[]) => fake.on('revisiones', observacionHistory, () => ({ items, next: null }));
