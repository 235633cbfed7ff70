import type { NeoAsignado, NeoChecklist, NeoHoja, NeoHojaDetail, NeoProyecto, NeoProyectoPage, UsuarioOT } from '@insp/contracts/neo';

export const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const oid = (n: number, fill = 'b') => n.toString(16).padStart(24, fill);
export const PROJECT = oid(1, 'b');
export const CHECKLIST = oid(1, 'c');
export const ASIGNADO = oid(1, 'd');
export const HOJA = oid(1, 'e');
export const LISTA = oid(1, '5');
export const DIRECTOR_ID = '222222222222222222222222';
export const USER_ID = '333333333333333333333333';

export const usuarios: UsuarioOT[] = [
  { id: oid(1, '7'), NombreCompleto: 'Rita Revisora', Cargo: 'Inspectora', Email: 'rita@example.com' },
  { id: oid(2, '7'), NombreCompleto: 'Raúl Revisor', Cargo: 'Jefe de terreno', Email: 'raul@example.com' },
  { id: oid(3, '7'), NombreCompleto: 'Elena Encargada', Cargo: '', Email: null },
];

export const proyecto = (n: number, over: Partial<NeoProyecto> = {}): NeoProyecto => ({
  id: oid(n, 'b'),
  Nombre: `Torre ${n}`,
  Tipo: 'Edificios',
  Responsable: { id: oid(3, '7'), NombreCompleto: 'Elena Encargada', Cargo: '' },
  Responsables: [oid(3, '7')],
  Espacios: { Departamento: 2 },
  FechaCreacion: '2025-03-05T13:14:15.000Z',
  ProyectoIniciado: false,
  ProyectoFinalizado: false,
  Eliminado: false,
  FechaEliminacion: null,
  TotalEspacios: 2,
  TotalChecklists: 1,
  ...over,
});

export const page = (items: NeoProyecto[], used: number, limit: number): NeoProyectoPage => ({
  items,
  total: items.length,
  page: 0,
  pageSize: 10,
  cupo: { used, limit },
});

export const checklist = (n: number, over: Partial<NeoChecklist> = {}): NeoChecklist => ({
  id: oid(n, 'c'),
  listaId: oid(n, '5'),
  Nombre: `Lista ${n}`,
  Tipo: 'Obra Gruesa',
  MetaRevision: 80,
  Unidad: 'Departamento',
  FechaCreacion: '2025-03-05T13:14:15.000Z',
  Cantidad: 10,
  CantidadCompletada: 2,
  TotalEspacios: 2,
  EspaciosCompletados: 0,
  TotalRespuestas: 3,
  Progreso: 20,
  TotalPreguntas: 4,
  ...over,
});

export const asignado = (n: number, over: Partial<NeoAsignado> = {}): NeoAsignado => ({
  id: oid(n, 'd'),
  checklistId: CHECKLIST,
  espacioId: oid(n, '6'),
  Nombre: `Departamento ${n}`,
  Asignado: true,
  Cantidad: 4,
  Unidad: 'Departamento',
  Revisores: [{ id: oid(1, '7'), NombreCompleto: 'Rita Revisora', Eliminado: false }],
  UnidadesUsadas: 1,
  CantidadCompletada: 1,
  TotalHojas: 1,
  Progreso: 25,
  MetaRevision: 80,
  ...over,
});

export const hoja = (n: number, over: Partial<NeoHoja> = {}): NeoHoja => ({
  id: oid(n, 'e'),
  projectId: PROJECT,
  checklistId: CHECKLIST,
  asignadoId: ASIGNADO,
  Numero: n,
  Tipo: 'Obra Gruesa',
  Unidades: 1,
  Aporte: 25,
  Estado: 'En Proceso',
  Insignia: 'amarillo',
  PreguntasMalas: 0,
  FechaCreacion: '2025-03-05T13:14:15.000Z',
  FechaRevisionFinal: null,
  NombreEspacio: 'Departamento 1',
  NombreChecklist: 'Lista 1',
  PlanoRevisor: 'P-1',
  Elemento: 'Muro',
  Ubicacion: 'Eje A',
  Modo: null,
  Sector: null,
  Recinto: null,
  Pasillo: null,
  Otro: null,
  Revisores: [
    { id: oid(1, '7'), NombreRevisor: 'Rita Revisora', Bloqueado: false, Firmado: true, FechaFirma: '2025-03-06T13:14:15.000Z' },
    { id: oid(2, '7'), NombreRevisor: 'Raúl Revisor', Bloqueado: true, Firmado: false, FechaFirma: null },
  ],
  ...over,
});

export const hojaDetail = (over: Partial<NeoHojaDetail> = {}): NeoHojaDetail => ({
  ...hoja(1),
  Preguntas: [
    { Categoria: 'Muros', Preguntas: ['¿Aplomado?', '¿Sin fisuras?'] },
    { Categoria: 'Losas', Preguntas: ['¿Nivelada?'] },
  ],
  Respuestas: [],
  Firmas: [],
  ProyectoIniciado: true,
  ...over,
});
