import * as cr from '@insp/contracts/checklist-revisiones';
import type { FakeApi } from '@insp/ui/testing';

/** Shared fixtures of the checklist screens' tests. */
export const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const PROJECT = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const REVISION = 'cccccccccccccccccccccccc';
export const LISTADO = 'dddddddddddddddddddddddd';
export const RECINTO = 'eeeeeeeeeeeeeeeeeeeeeeee';
export const SUBCONTRATO = 'ffffffffffffffffffffffff';
export const ERROR_TIPO = '999999999999999999999999';
export const S = 'checklist-revisiones';

export const oid = (n: number) => n.toString(16).padStart(24, '0');
export const LISTADO_PARAMS = { companyId: COMPANY, projectId: PROJECT, revisionId: REVISION, listadoId: LISTADO };
export const ERROR_TIPO_PARAMS = { ...LISTADO_PARAMS, recintoId: RECINTO, subcontratoId: SUBCONTRATO, errorTipoId: ERROR_TIPO };

const responsable = { id: '444444444444444444444444', NombreCompleto: 'Elena Encargada', Cargo: 'Jefa de obra', FechaAsignado: '2025-01-02T03:04:05.000Z' };
const deleted = { FechaEliminacion: null, AlertaEliminacion: false, DiasEliminacion: null, DiasRestantes: null };

export const proyecto = (n: number, over: Partial<cr.ProyectoItem> = {}): cr.ProyectoItem => ({
  id: oid(n),
  NombreProyecto: `Proyecto ${n}`,
  Carpetas: n,
  Resueltas: n,
  TotalRespuestas: n * 3,
  Responsable: responsable,
  Responsables: [],
  FechaCreacion: '2025-03-05T13:14:15.000Z',
  Estado: 'Activo',
  EliminadoPor: null,
  ...deleted,
  ...over,
});

export const revision = (n: number, over: Partial<cr.RevisionItem> = {}): cr.RevisionItem => ({
  id: oid(100 + n),
  projectId: PROJECT,
  Nombre: `Revisión ${n}`,
  Carpetas: 2,
  Resueltas: 4,
  TotalRespuestas: 9,
  Responsable: responsable,
  FechaCreacion: '2025-03-05T13:14:15.000Z',
  ...over,
});

export const listado = (n: number, over: Partial<cr.ListadoItem> = {}): cr.ListadoItem => ({
  id: oid(200 + n),
  projectId: PROJECT,
  revisionId: REVISION,
  Nombre: `Depto ${n}`,
  Resueltas: 1,
  TotalRespuestas: 5,
  Carpetas: 0,
  ChecklistId: null,
  ChecklistName: null,
  Responsable: responsable,
  FechaCreacion: '2025-03-05T13:14:15.000Z',
  FechaPropuesta: null,
  FechaReal: null,
  Estado: 'Activo',
  ...deleted,
  ...over,
});

/** What every node of a listado's checklist tree (room, subcontract, error type) has: id, name, Activado, creation date. */
const nodo = (id: string, Nombre: string) => ({ id, Nombre, Activado: true, FechaCreacion: '2025-03-05T13:14:15.000Z' });

export const recinto = (n: number, over: Partial<cr.RecintoItem> = {}): cr.RecintoItem => ({
  ...nodo(oid(300 + n), `Recinto ${n}`),
  listadoId: LISTADO,
  TotalSubcontratos: 3,
  Resueltas: 2,
  TotalRespuestas: 7,
  ...over,
});

export const subcontrato = (n: number, over: Partial<cr.SubcontratoItem> = {}): cr.SubcontratoItem => ({
  ...nodo(oid(400 + n), `Subcontrato ${n}`),
  recintoId: RECINTO,
  TotalErroresTipo: n + 1,
  Resueltas: n,
  TotalRespuestas: n * 2,
  ...over,
});

export const errorTipo = (n: number, subcontratoId: string, over: Partial<cr.ErrorTipoItem> = {}): cr.ErrorTipoItem => ({
  ...nodo(oid(500 + n), `Error ${n}`),
  subcontratoId,
  Resueltas: 0,
  TotalRespuestas: 1,
  ...over,
});

export const respuesta = (n: number, over: Partial<cr.RespuestaItem> = {}): cr.RespuestaItem => ({
  id: oid(600 + n),
  projectId: PROJECT,
  revisionId: REVISION,
  listadoId: LISTADO,
  recintoId: RECINTO,
  subcontratoId: SUBCONTRATO,
  errorTipoId: ERROR_TIPO,
  Imagen: null,
  Comentario: `Comentario ${n}`,
  Estado: 'Por Resolver',
  FechaCreacion: '2025-03-05T13:14:15.000Z',
  FechaResuelta: null,
  Order: n,
  NombreRevision: 'Revisión 1',
  NombreListado: 'Depto 1',
  NombreRecinto: 'Cocina',
  NombreSubcontrato: 'Eléctrico',
  NombreErrorTipo: 'Cable expuesto',
  createdBy: { id: '333333333333333333333333', name: 'Ursula Usuaria' },
  EditReponsible: null,
  ...over,
});

/** The names the breadcrumbs read (project, revision, listado, room, subcontract, error type, and a listado's ruta). */
export function answerNames(fake: FakeApi): FakeApi {
  return (
    fake
      .on(S, cr.proyectosEndpoints.get, () => proyecto(1, { id: PROJECT, NombreProyecto: 'Torre Norte' }))
      .on(S, cr.revisionesEndpoints.get, () => revision(1, { id: REVISION }))
      .on(S, cr.listadosEndpoints.get, () => listado(1, { id: LISTADO }))
      // under a listado the three names above it come in one answer
      .on(S, cr.listadosEndpoints.ruta, () => ({ NombreProyecto: 'Torre Norte', NombreRevision: revision(1).Nombre, NombreListado: listado(1).Nombre }))
      .on(S, cr.recintosEndpoints.get, () => recinto(1, { id: RECINTO, Nombre: 'Cocina' }))
      .on(S, cr.subcontratosEndpoints.get, () => subcontrato(1, { id: SUBCONTRATO, Nombre: 'Eléctrico' }))
      .on(S, cr.erroresTipoEndpoints.get, () => errorTipo(1, SUBCONTRATO, { id: ERROR_TIPO, Nombre: 'Cable expuesto' }))
  );
}
