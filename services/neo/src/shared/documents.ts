import type { EstadoRespuestaOT, ModoTerminacionesOT, TipoChecklistOT, TipoProyectoOT } from '@insp/contracts/neo';
import type { Types } from 'mongoose';

/*
 * The stored shapes of the NEO hierarchy (spec 002 §3), one document per item in its own collection
 * (./collections.ts). Each feature's model.ts implements its part with mongoose (indexes); everything
 * else reads these shapes (lean documents) through the collection names.
 */

/** A user chosen as responsible, as shown in the tables (a snapshot). */
export interface ResponsableSnapshot {
  id: Types.ObjectId;
  NombreCompleto: string;
  Cargo: string;
}

/** Collection `ProyectosOT` (features/proyectos). */
export interface ProyectoOTDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  Nombre: string;
  /** nameKey(Nombre) while active: unique per company; a deleted project's key carries its id, so it frees the name. */
  nombreKey: string;
  Tipo: TipoProyectoOT;
  Responsable: ResponsableSnapshot | null;
  /** Company users who see the project (the responsible; bounded by the company's users). */
  Responsables: Types.ObjectId[];
  /** Space type → highest number generated (a map bounded by the types the dialog offers). */
  Espacios: Record<string, number>;
  FechaCreacion: Date;
  ProyectoIniciado: boolean;
  ProyectoFinalizado: boolean;
  Eliminado: boolean;
  FechaEliminacion: Date | null;
  createdAt: Date;
}

/** Collection `EspaciosOT` (features/espacios). */
export interface EspacioOTDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  Nombre: string;
  /** nameKey(Nombre): unique per project. */
  nombreKey: string;
  /** ordenKey(Nombre): the list's order ('Departamento 2' before 'Departamento 10'). */
  ordenKey: string;
  Tipo: string;
  Numero: number;
  FechaCreacion: Date;
  createdAt: Date;
}

/** A category of a checklist with its questions (copied from admin's list of checks at assignment). */
export interface CategoriaDoc {
  Categoria: string;
  Preguntas: string[];
}

/** Collection `ChecklistsOT` (features/checklists). */
export interface ChecklistOTDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  /** admin's list of checks: unique per project. */
  listaId: Types.ObjectId;
  Nombre: string;
  /** nameKey(Nombre): unique per project. */
  nombreKey: string;
  Tipo: TipoChecklistOT;
  MetaRevision: number;
  Unidad: string;
  /** The list's questions at assignment (bounded by admin's template, not by what users add here). */
  Preguntas: CategoriaDoc[];
  FechaCreacion: Date;
  createdAt: Date;
}

/** Collection `EspaciosAsignadosOT` (features/asignaciones). */
export interface AsignadoOTDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  checklistId: Types.ObjectId;
  espacioId: Types.ObjectId;
  /** The space's name (kept in step by a rename). */
  Nombre: string;
  ordenKey: string;
  Asignado: boolean;
  Cantidad: number;
  /** 1 to 6 user ids (§9). */
  Revisores: Types.ObjectId[];
  createdAt: Date;
}

/** A reviewer of a sheet, as snapshot when the sheet was added. */
export interface RevisorHojaDoc {
  id: Types.ObjectId;
  NombreRevisor: string;
}

/** The ancestors every document of an assigned space carries (its sheets, their answers and signatures). */
interface BajoAsignado {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  checklistId: Types.ObjectId;
  asignadoId: Types.ObjectId;
}

/** Collection `RespuestasOT`: the answer sheets (features/hojas). */
export interface HojaOTDoc extends BajoAsignado {
  espacioId: Types.ObjectId;
  /** 1, 2, … per assigned space (unique with asignadoId). */
  Numero: number;
  Tipo: TipoChecklistOT;
  Unidades: number;
  Estado: string;
  /** The space's quantity when the sheet was added ('Aporte'). */
  CantidadEspacio: number;
  Revisores: RevisorHojaDoc[];
  NombreEspacio: string;
  NombreChecklist: string;
  PlanoRevisor: string | null;
  Elemento: string | null;
  Ubicacion: string | null;
  Modo: ModoTerminacionesOT | null;
  Sector: string | null;
  Recinto: string | null;
  Pasillo: string | null;
  Otro: string | null;
  FechaCreacion: Date;
  /** Set when every reviewer of the sheet has signed. */
  FechaRevisionFinal: Date | null;
  createdAt: Date;
}

/** Collection `RespuestasPreguntasOT`: one answer slot of a question by a reviewer (features/captura). */
export interface RespuestaOTDoc extends BajoAsignado {
  espacioId: Types.ObjectId;
  hojaId: Types.ObjectId;
  revisorId: Types.ObjectId;
  NombreRevisor: string;
  categoria: number;
  pregunta: number;
  Categoria: string;
  Pregunta: string;
  slot: 1 | 2;
  Estado: EstadoRespuestaOT;
  Comentario: string;
  Foto: Types.ObjectId | null;
  Fecha: Date;
  /** The sheet's type, sector and parameter value, copied for the deviation reports (a sheet never changes them). */
  Tipo: TipoChecklistOT;
  Sector: string | null;
  Parametro: string | null;
  createdAt: Date;
}

/** Collection `FirmasOT`: a reviewer's signature of a sheet (features/captura). */
export interface FirmaOTDoc extends BajoAsignado {
  hojaId: Types.ObjectId;
  revisorId: Types.ObjectId;
  Firmante: string;
  Fecha: Date;
  fileId: Types.ObjectId;
  createdAt: Date;
}

/** The parameter a sheet's answers are grouped by in 'deviation by parameter'. */
export function parametroDeHoja(hoja: Pick<HojaOTDoc, 'Tipo' | 'Modo' | 'Elemento' | 'Recinto' | 'Pasillo' | 'Otro'>): string | null {
  if (hoja.Tipo === 'Obra Gruesa') return hoja.Elemento;
  if (hoja.Modo === 'Sector y recinto') return hoja.Recinto;
  if (hoja.Modo === 'Pasillos') return hoja.Pasillo;
  return hoja.Otro;
}
