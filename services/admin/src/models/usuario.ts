import { type UserType, userTypes } from '@insp/contracts';
import { Schema, type Types } from 'mongoose';

/** User profile (collection Usuarios, spec 000 §3). Sign-in data lives in Account. */
export interface UsuarioDoc {
  _id: Types.ObjectId;
  Nombre: string;
  Apellido: string;
  /**
   * Sort key of the users list: nameKey(`${Nombre} ${Apellido}`) (case, accents and extra spaces
   * ignored; FerretDB has no collation). Written with Nombre / Apellido by every create and update.
   */
  NombreKey: string;
  Cargo: string;
  Telefono: string;
  /** Lower-case; null once the user is deleted (spec 000 §4). */
  Email: string | null;
  /**
   * Unique key behind Email: the email, or `deleted:<id>` for deleted users (several deleted users
   * all have Email null, and FerretDB has no sparse/partial indexes).
   */
  EmailKey: string;
  tipoUsuario: UserType;
  Activado: boolean;
  Deleted: boolean;
  /** Company id; null for Administrador. */
  EmpresaReference: Types.ObjectId | null;
  Revisiones: boolean;
  Checklist: boolean;
  ChecklistsOT: boolean;
  /** Bumped by blocking, deleting, module changes and password changes; access tokens carry it as `sv`. */
  sessionVersion: number;
  /** Module services that still have to remove the deleted user from their Responsables. */
  PendientesResponsables: string[];
  /** 'Perfil': the morning digest by mail (issue 20 §3); absent (users stored before it) means on. */
  ResumenDiario?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const usuarioSchema = new Schema<UsuarioDoc>(
  {
    Nombre: { type: String, required: true, trim: true },
    Apellido: { type: String, default: '', trim: true },
    NombreKey: { type: String, required: true },
    Cargo: { type: String, default: '' },
    Telefono: { type: String, default: '' },
    Email: { type: String, default: null, lowercase: true, trim: true },
    EmailKey: { type: String, required: true },
    tipoUsuario: { type: String, enum: userTypes, required: true, default: 'UsuarioEmpresa' },
    Activado: { type: Boolean, required: true, default: true },
    Deleted: { type: Boolean, required: true, default: false },
    EmpresaReference: { type: Schema.Types.ObjectId, default: null },
    Revisiones: { type: Boolean, required: true, default: false },
    Checklist: { type: Boolean, required: true, default: false },
    ChecklistsOT: { type: Boolean, required: true, default: false },
    sessionVersion: { type: Number, required: true, default: 0, min: 0 },
    PendientesResponsables: { type: [String], default: [] },
    ResumenDiario: { type: Boolean, default: true },
  },
  { collection: 'Usuarios', timestamps: true, strict: 'throw' },
);
usuarioSchema.index({ EmailKey: 1 }, { unique: true });
usuarioSchema.index({ EmpresaReference: 1, Deleted: 1, _id: 1 });
usuarioSchema.index({ EmpresaReference: 1, NombreKey: 1, _id: 1 });
usuarioSchema.index({ PendientesResponsables: 1 });
