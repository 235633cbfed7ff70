import type { UserType } from '@insp/contracts';
import { formatRut, nameKey } from '@insp/domain';
import { type Connection, Types } from 'mongoose';

import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { type AccountDoc, type EmpresaDoc, ensureIndexes, models, type UsuarioDoc } from '../models/index.ts';
import { setPassword } from '../repositories/accounts.ts';
import { copyGlobalCatalogs } from '../repositories/catalogs.ts';
import { userNameKey } from '../repositories/users.ts';
import { migrateEmbeddedLists } from './migrate.ts';

export const DEFAULT_DEMO_PASSWORD = 'Demo1234!';

interface DemoCompany {
  Nombre: string;
  Rut: string;
  modules: { Revisiones: boolean; CheckList: boolean; ChecklistsOT: boolean };
}

interface DemoUser {
  Email: string;
  Nombre: string;
  Apellido: string;
  Cargo: string;
  Telefono: string;
  tipoUsuario: UserType;
  /** Rut of the company; null for the platform administrator. */
  companyRut: string | null;
  Revisiones: boolean;
  Checklist: boolean;
  ChecklistsOT: boolean;
}

/** Add-company dialog defaults (spec 000 §5): limit 5 per module, users 5. */
const DIALOG_LIMIT = 5;

export const demoCompanies: readonly DemoCompany[] = [
  { Nombre: 'Constructora Andes', Rut: '76.086.428-5', modules: { Revisiones: true, CheckList: true, ChecklistsOT: true } },
  { Nombre: 'Inmobiliaria Pacífico', Rut: '77.123.456-9', modules: { Revisiones: true, CheckList: false, ChecklistsOT: true } },
];

export const demoUsers: readonly DemoUser[] = [
  {
    Email: 'admin@inspeccion.cl',
    Nombre: 'Administrador',
    Apellido: 'Plataforma',
    Cargo: 'Administrador',
    Telefono: '+56912345678',
    tipoUsuario: 'Administrador',
    companyRut: null,
    Revisiones: true,
    Checklist: true,
    ChecklistsOT: true,
  },
  {
    Email: 'director@andes.cl',
    Nombre: 'Daniela',
    Apellido: 'Rojas',
    Cargo: 'Director de Obra',
    Telefono: '+56911111111',
    tipoUsuario: 'AdministradorEmpresa',
    companyRut: '76.086.428-5',
    Revisiones: true,
    Checklist: true,
    ChecklistsOT: true,
  },
  {
    Email: 'encargado@andes.cl',
    Nombre: 'Esteban',
    Apellido: 'Muñoz',
    Cargo: 'Encargado de Calidad',
    Telefono: '+56922222222',
    tipoUsuario: 'UsuarioEmpresa',
    companyRut: '76.086.428-5',
    Revisiones: true,
    Checklist: true,
    ChecklistsOT: true,
  },
  {
    Email: 'director@pacifico.cl',
    Nombre: 'Paula',
    Apellido: 'Soto',
    Cargo: 'Director de Obra',
    Telefono: '+56933333333',
    tipoUsuario: 'AdministradorEmpresa',
    companyRut: '77.123.456-9',
    Revisiones: true,
    Checklist: true,
    ChecklistsOT: true,
  },
];

/** Global catalogues ('Mantenedores'); subcontracts carry their Errores Tipo. */
export const demoCatalogs = {
  cargos: ['Director de Obra', 'Encargado de Calidad', 'Jefe de Obra', 'Administrador'],
  sectores: ['Norte', 'Sur', 'Oriente', 'Poniente'],
  recintos: ['Baño', 'Cocina', 'Living', 'Dormitorio'],
  prioridades: ['Alta', 'Media', 'Baja'],
  subcontratos: { Eléctrico: ['Enchufe suelto', 'Cable a la vista'], Pintura: ['Manchas', 'Burbujas'], Cerámica: ['Palmeta quebrada', 'Fragüe incompleto'] },
} as const;

/** Contact people of some of Constructora Andes' subcontracts (issue 20 §1), by subcontract name. */
export const demoContactos: { companyRut: string; subcontratos: Record<string, { Nombre: string; Email: string; Telefono: string }[]> } = {
  companyRut: '76.086.428-5',
  subcontratos: {
    Eléctrico: [
      { Nombre: 'Jorge Fuentes', Email: 'jfuentes@electricosur.cl', Telefono: '+56944445555' },
      { Nombre: 'Camila Vera', Email: 'cvera@electricosur.cl', Telefono: '+56966667777' },
    ],
    Pintura: [{ Nombre: 'Rodrigo Pérez', Email: 'rperez@pinturasandinas.cl', Telefono: '+56988889999' }],
    Cerámica: [{ Nombre: 'Marta Lagos', Email: 'mlagos@ceramicasdelvalle.cl', Telefono: '+56977776666' }],
  },
};

/** Gives the demo subcontracts their contacts once: a subcontract that already has some (even none, edited) keeps them. */
async function seedContactos(db: Connection, companyId: Types.ObjectId): Promise<void> {
  for (const [Nombre, contactos] of Object.entries(demoContactos.subcontratos)) {
    await models(db)
      .CatalogItem.updateOne(
        { Scope: companyId.toHexString(), Tipo: 'subcontratos', Parent: '', NombreKey: nameKey(Nombre), Contactos: { $exists: false } },
        { $set: { Contactos: contactos.map((contacto) => ({ _id: new Types.ObjectId(), ...contacto })) } },
      )
      .exec();
  }
}

/** Upserts the global catalogues by name key (idempotent). */
async function seedGlobalCatalogs(db: Connection): Promise<void> {
  const { CatalogItem } = models(db);
  const upsert = async (
    Tipo: 'cargos' | 'sectores' | 'recintos' | 'prioridades' | 'subcontratos' | 'erroresTipo',
    Nombre: string,
    Parent = '',
  ): Promise<Types.ObjectId> => {
    const saved = await CatalogItem.findOneAndUpdate(
      { Scope: 'global', Tipo, Parent, NombreKey: nameKey(Nombre) },
      { $setOnInsert: { Scope: 'global', Tipo, Parent, Nombre, NombreKey: nameKey(Nombre), Activado: true } },
      { upsert: true, returnDocument: 'after' },
    )
      .lean()
      .exec();
    if (!saved) throw new Error(`seed: catalogue item ${Nombre} was not saved`);
    return saved._id;
  };
  for (const kind of ['cargos', 'sectores', 'recintos', 'prioridades'] as const) for (const Nombre of demoCatalogs[kind]) await upsert(kind, Nombre);
  for (const [Nombre, errores] of Object.entries(demoCatalogs.subcontratos)) {
    const parent = (await upsert('subcontratos', Nombre)).toHexString();
    for (const error of errores) await upsert('erroresTipo', error, parent);
  }
}

export interface SeedSummary {
  password: string;
  companies: { id: string; Nombre: string; Rut: string; created: boolean }[];
  accounts: { email: string; userType: UserType; company: string | null; created: boolean }[];
}

/** True when admin's database has no users yet (a first start). */
export async function isEmpty(db: Connection): Promise<boolean> {
  return (await models(db).Usuario.countDocuments({}).exec()) === 0;
}

/**
 * Demo data, idempotent: companies are upserted by Rut, users by email, accounts by user; running
 * it twice leaves the same documents (the password hash is only rewritten when it changed).
 */
export async function seedDemo(db: Connection, options: { password?: string } = {}): Promise<SeedSummary> {
  const password = options.password ?? DEFAULT_DEMO_PASSWORD;
  await ensureIndexes(db);
  await migrateEmbeddedLists(db);
  const { Empresa, Usuario, Account } = models(db);
  const summary: SeedSummary = { password, companies: [], accounts: [] };
  const companyIds = new Map<string, { _id: Types.ObjectId; Nombre: string }>();
  await seedGlobalCatalogs(db);

  for (const company of demoCompanies) {
    const Rut = formatRut(company.Rut);
    const existing = await Empresa.findOne({ Rut }).lean<EmpresaDoc>().exec();
    const block = (on: boolean) => ({ Activado: on, LimiteUsuarios: DIALOG_LIMIT, UsuariosUsados: 0 });
    const fields = {
      Nombre: company.Nombre,
      Nombre_lower: nameKey(company.Nombre),
      Rut,
      LimiteFotos: 1,
      Activado: true,
      FechaEliminacion: null,
      Revisiones: { ...block(company.modules.Revisiones), LimiteRevisiones: DIALOG_LIMIT, RevisionesUsados: existing?.Revisiones.RevisionesUsados ?? 0 },
      CheckList: { ...block(company.modules.CheckList), LimiteCheckList: DIALOG_LIMIT, CheckListUsados: existing?.CheckList.CheckListUsados ?? 0 },
      ChecklistsOT: { ...block(company.modules.ChecklistsOT), LimiteProyectos: DIALOG_LIMIT, ProyectosUsados: existing?.ChecklistsOT.ProyectosUsados ?? 0 },
    };
    const saved = await Empresa.findOneAndUpdate({ Rut }, { $set: fields, $setOnInsert: { PiePagina: '' } }, { upsert: true, returnDocument: 'after' })
      .lean<EmpresaDoc>()
      .exec();
    if (!saved) throw new Error(`seed: company ${Rut} was not saved`);
    companyIds.set(Rut, { _id: saved._id, Nombre: saved.Nombre });
    // A company gets its copies of the global catalogues once (as at creation through the API).
    if ((await models(db).CatalogItem.countDocuments({ Scope: saved._id.toHexString() }).exec()) === 0) await copyGlobalCatalogs(db, saved._id);
    if (Rut === formatRut(demoContactos.companyRut)) await seedContactos(db, saved._id);
    summary.companies.push({ id: saved._id.toHexString(), Nombre: saved.Nombre, Rut, created: existing === null });
  }

  for (const user of demoUsers) {
    const company = user.companyRut ? companyIds.get(formatRut(user.companyRut)) : undefined;
    if (user.companyRut && !company) throw new Error(`seed: unknown company ${user.companyRut}`);
    const Email = user.Email.toLowerCase();
    const existing = await Usuario.findOne({ EmailKey: Email }).lean<UsuarioDoc>().exec();
    const saved = await Usuario.findOneAndUpdate(
      { EmailKey: Email },
      {
        $set: {
          Nombre: user.Nombre,
          Apellido: user.Apellido,
          NombreKey: userNameKey(user),
          Cargo: user.Cargo,
          Telefono: user.Telefono,
          Email,
          EmailKey: Email,
          tipoUsuario: user.tipoUsuario,
          Activado: true,
          Deleted: false,
          EmpresaReference: company?._id ?? null,
          Revisiones: user.Revisiones,
          Checklist: user.Checklist,
          ChecklistsOT: user.ChecklistsOT,
        },
        $setOnInsert: { sessionVersion: 0 },
      },
      { upsert: true, returnDocument: 'after' },
    )
      .lean<UsuarioDoc>()
      .exec();
    if (!saved) throw new Error(`seed: user ${Email} was not saved`);
    const account = await Account.findOne({ userId: saved._id }).lean<AccountDoc>().exec();
    if (!account || account.email !== Email || !(await verifyPassword(account.passwordHash, password))) {
      await setPassword(db, saved._id, Email, await hashPassword(password), new Date());
    }
    summary.accounts.push({ email: Email, userType: user.tipoUsuario, company: company?.Nombre ?? null, created: existing === null });
  }

  // Users-used counters derived from the users themselves (never a running $inc).
  for (const { _id } of companyIds.values()) {
    const active = { EmpresaReference: _id, Deleted: false };
    const [revisiones, checklist, ot] = await Promise.all([
      Usuario.countDocuments({ ...active, Revisiones: true }).exec(),
      Usuario.countDocuments({ ...active, Checklist: true }).exec(),
      Usuario.countDocuments({ ...active, ChecklistsOT: true }).exec(),
    ]);
    await Empresa.updateOne(
      { _id },
      { $set: { 'Revisiones.UsuariosUsados': revisiones, 'CheckList.UsuariosUsados': checklist, 'ChecklistsOT.UsuariosUsados': ot } },
    ).exec();
  }
  return summary;
}

/** The lines the start script prints. */
export function formatSummary(summary: SeedSummary): string {
  const lines = ['Cuentas de demostración (contraseña: ' + summary.password + '):'];
  for (const account of summary.accounts) {
    lines.push(`  ${account.email.padEnd(24)} ${account.userType.padEnd(21)} ${account.company ?? '—'}`);
  }
  return lines.join('\n');
}
