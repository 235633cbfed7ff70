import { DEFAULT_TIME_ZONE } from '@insp/contracts';
import { Schema, type Types } from 'mongoose';

export interface RevisionesBlockDoc {
  Activado: boolean;
  LimiteRevisiones: number;
  RevisionesUsados: number;
  LimiteUsuarios: number;
  UsuariosUsados: number;
}
export interface CheckListBlockDoc {
  Activado: boolean;
  LimiteCheckList: number;
  CheckListUsados: number;
  LimiteUsuarios: number;
  UsuariosUsados: number;
}
export interface ChecklistsOTBlockDoc {
  Activado: boolean;
  LimiteProyectos: number;
  ProyectosUsados: number;
  LimiteUsuarios: number;
  UsuariosUsados: number;
}

/**
 * The company's storage quota (issue 17) and the bytes of images each module service last reported.
 * Limite null: the platform's default (STORAGE_QUOTA_BYTES, else 5 GiB). Companies stored before it
 * have none: read through storageOf (features/companies/storage.ts).
 */
export interface AlmacenamientoDoc {
  Limite: number | null;
  Revisiones: number;
  Checklist: number;
  ChecklistsOT: number;
}

/** A permanent delete under way: the module services that have not confirmed yet. */
export interface PurgaDoc {
  pendiente: string[];
  iniciada: Date;
  intentos: number;
}

/** The embedded lists of the old company shape, moved to their own collections by migrate.ts. */
export const legacyCompanyLists = ['ListasDeChequeo', 'UnidadesOT', 'PasillosOT', 'SectoresOT', 'RecintosOT', 'ElementosOT', 'OtrosOT', 'Rev'] as const;

/**
 * Company (collection Empresas, spec 000 §3). Only the company's own fields: what users add to it
 * lives in collections of its own, one document per item (CatalogItems, ParametrosOT,
 * ListasDeChequeo, Checklists and their parts), so the document stays small and no write rewrites
 * another's list.
 */
export interface EmpresaDoc {
  _id: Types.ObjectId;
  Nombre: string;
  /** nameKey(Nombre): trimmed, lower-cased, accents removed; the list sorts on it (no collation on FerretDB). */
  Nombre_lower: string;
  /** Formatted Rut (76.086.428-5), unique. */
  Rut: string;
  LimiteFotos: number;
  PiePagina: string;
  /** IANA time zone of the company's clock (issue 20 §3); absent on companies stored before it: America/Santiago. */
  ZonaHoraria?: string;
  /** true active, false soft-deleted. */
  Activado: boolean;
  FechaEliminacion: Date | null;
  Revisiones: RevisionesBlockDoc;
  CheckList: CheckListBlockDoc;
  ChecklistsOT: ChecklistsOTBlockDoc;
  Almacenamiento?: Partial<AlmacenamientoDoc>;
  /** Set while a permanent delete waits for module services; null otherwise. */
  Purga: PurgaDoc | null;
  createdAt: Date;
  updatedAt: Date;
}

const count = { type: Number, required: true, min: 0, default: 0 };

const revisionesBlock = new Schema<RevisionesBlockDoc>(
  {
    Activado: { type: Boolean, required: true, default: false },
    LimiteRevisiones: count,
    RevisionesUsados: count,
    LimiteUsuarios: count,
    UsuariosUsados: count,
  },
  { _id: false },
);
const checkListBlock = new Schema<CheckListBlockDoc>(
  { Activado: { type: Boolean, required: true, default: false }, LimiteCheckList: count, CheckListUsados: count, LimiteUsuarios: count, UsuariosUsados: count },
  { _id: false },
);
const checklistsOTBlock = new Schema<ChecklistsOTBlockDoc>(
  { Activado: { type: Boolean, required: true, default: false }, LimiteProyectos: count, ProyectosUsados: count, LimiteUsuarios: count, UsuariosUsados: count },
  { _id: false },
);

const almacenamientoSchema = new Schema<AlmacenamientoDoc>(
  { Limite: { type: Number, min: 0, default: null }, Revisiones: count, Checklist: count, ChecklistsOT: count },
  { _id: false },
);

const purgaSchema = new Schema<PurgaDoc>(
  { pendiente: { type: [String], default: [] }, iniciada: { type: Date, required: true }, intentos: { type: Number, default: 0 } },
  { _id: false },
);

export const empresaSchema = new Schema<EmpresaDoc>(
  {
    Nombre: { type: String, required: true, trim: true },
    Nombre_lower: { type: String, required: true },
    Rut: { type: String, required: true },
    LimiteFotos: { type: Number, required: true, min: 1, max: 2, default: 1 },
    PiePagina: { type: String, default: '' },
    ZonaHoraria: { type: String, default: DEFAULT_TIME_ZONE },
    Activado: { type: Boolean, required: true, default: true },
    FechaEliminacion: { type: Date, default: null },
    Revisiones: { type: revisionesBlock, required: true, default: () => ({}) },
    CheckList: { type: checkListBlock, required: true, default: () => ({}) },
    ChecklistsOT: { type: checklistsOTBlock, required: true, default: () => ({}) },
    Almacenamiento: { type: almacenamientoSchema, default: () => ({}) },
    Purga: { type: purgaSchema, default: null },
  },
  { collection: 'Empresas', timestamps: true, strict: 'throw' },
);
empresaSchema.index({ Rut: 1 }, { unique: true });
empresaSchema.index({ Activado: 1, Nombre_lower: 1, _id: 1 });
