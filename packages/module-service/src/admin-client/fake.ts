import {
  type CatalogItem,
  DEFAULT_STORAGE_QUOTA_BYTES,
  type InternalCompanyFull,
  type InternalUser,
  type ModuleFlag,
  type QuotaResponse,
} from '@insp/contracts';
import { type WebhookEventosBody, type WebhookTipo } from '@insp/contracts/webhooks';
import { Types } from 'mongoose';

import type { AdminClient } from '../context.ts';

const id = (): string => new Types.ObjectId().toHexString();
const item = (Nombre: string, Activado = true): CatalogItem => ({ id: id(), Nombre, Activado });

/** A company as admin's internal API answers it, with small catalogues; override anything. */
export function fakeCompany(overrides: Partial<InternalCompanyFull> = {}): InternalCompanyFull {
  const subcontrato = (Nombre: string, errores: string[]) => ({ ...item(Nombre), ErroresTipo: errores.length, ErroresTipoItems: errores.map((e) => item(e)) });
  return {
    id: id(),
    Nombre: 'Constructora Prueba',
    Rut: '76.086.428-5',
    LimiteFotos: 2,
    PiePagina: 'Constructora Prueba · Av. Siempre Viva 742',
    ZonaHoraria: 'America/Santiago',
    Activado: true,
    FechaEliminacion: null,
    Revisiones: { Activado: true, LimiteRevisiones: 5, RevisionesUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 },
    CheckList: { Activado: true, LimiteCheckList: 5, CheckListUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 },
    ChecklistsOT: { Activado: true, LimiteProyectos: 5, ProyectosUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 },
    Almacenamiento: { Limite: DEFAULT_STORAGE_QUOTA_BYTES, Usados: { Revisiones: 0, Checklist: 0, ChecklistsOT: 0 } },
    Catalogos: {
      sectores: [item('Torre A'), item('Torre B'), item('Estacionamientos')],
      recintos: [item('Baño'), item('Cocina'), item('Living')],
      subcontratos: [subcontrato('Pintura', ['Manchas', 'Fisuras']), subcontrato('Cerámica', ['Cantería', 'Nivel'])],
      prioridades: [item('Alta'), item('Media'), item('Baja')],
      cargos: [item('Jefe de obra'), item('Supervisor')],
    },
    ParametrosOT: { unidades: ['Departamento'], pasillos: ['Pasillo 1'], sectores: ['Norte'], recintos: ['Hall'], elementos: ['Muro'], otros: ['Otro'] },
    ListasDeChequeo: [],
    Checklists: [],
    ...overrides,
  };
}

/** A user as the module services see it. */
export function fakeUser(companyId: string | null, overrides: Partial<InternalUser> = {}): InternalUser {
  const Nombre = overrides.Nombre ?? 'Ana';
  const Apellido = overrides.Apellido ?? 'Pérez';
  return {
    id: id(),
    Nombre,
    Apellido,
    Cargo: 'Supervisor',
    Email: `${Nombre.toLowerCase()}.${id().slice(-6)}@example.com`,
    tipoUsuario: 'UsuarioEmpresa',
    Activado: true,
    Deleted: false,
    Revisiones: true,
    Checklist: true,
    ChecklistsOT: true,
    companyId,
    NombreCompleto: `${Nombre} ${Apellido}`,
    ...overrides,
  };
}

export interface FakeAdmin extends AdminClient {
  companies: Map<string, InternalCompanyFull>;
  users: InternalUser[];
  /** Usage reports received, last per company and module. */
  usage: Map<string, number>;
  /** Byte reports received, last per company and module (also kept in the company's Almacenamiento, as admin does). */
  bytes: Map<string, number>;
  /** The event types each company's webhooks want (none unless a test sets them). */
  webhookWanted: Map<string, WebhookTipo[]>;
  /** Every batch of events admin accepted, in order (admin itself ignores a repeated event id; this keeps repeats to show them). */
  webhookBatches: { companyId: string; body: WebhookEventosBody }[];
  /** While true, batches of events fail as when admin cannot be reached. */
  webhookDown: boolean;
  addCompany(overrides?: Partial<InternalCompanyFull>): InternalCompanyFull;
  addUser(companyId: string, overrides?: Partial<InternalUser>): InternalUser;
}

const limitOf = (company: InternalCompanyFull, module: ModuleFlag) =>
  module === 'Revisiones'
    ? { Activado: company.Revisiones.Activado, limit: company.Revisiones.LimiteRevisiones }
    : module === 'Checklist'
      ? { Activado: company.CheckList.Activado, limit: company.CheckList.LimiteCheckList }
      : { Activado: company.ChecklistsOT.Activado, limit: company.ChecklistsOT.LimiteProyectos };

/**
 * admin's internal API in memory, for service tests: the same answers admin gives (quota rule
 * `Activado && used < limit`), without a second service. Tests of admin itself prove admin's side.
 */
export function fakeAdmin(): FakeAdmin {
  const companies = new Map<string, InternalCompanyFull>();
  const users: InternalUser[] = [];
  const usage = new Map<string, number>();
  const bytes = new Map<string, number>();
  const webhookWanted = new Map<string, WebhookTipo[]>();
  const webhookBatches: FakeAdmin['webhookBatches'] = [];
  return {
    companies,
    users,
    usage,
    bytes,
    webhookWanted,
    webhookBatches,
    webhookDown: false,
    addCompany(overrides = {}) {
      const company = fakeCompany(overrides);
      companies.set(company.id, company);
      return company;
    },
    addUser(companyId, overrides = {}) {
      const user = fakeUser(companyId, overrides);
      users.push(user);
      return user;
    },
    async company(companyId) {
      return companies.get(companyId) ?? null;
    },
    async quota(companyId, module, used): Promise<QuotaResponse> {
      const company = companies.get(companyId);
      if (!company) throw new Error(`admin company answered 404`);
      const { Activado, limit } = limitOf(company, module);
      return { module, Activado, used, limit, allowed: Activado && used < limit };
    },
    async reportUsage(companyId, module, used) {
      usage.set(`${companyId}:${module}`, used);
    },
    async reportBytes(companyId, module, reported) {
      bytes.set(`${companyId}:${module}`, reported);
      const company = companies.get(companyId);
      if (!company) return;
      const { Almacenamiento } = company;
      companies.set(companyId, { ...company, Almacenamiento: { ...Almacenamiento, Usados: { ...Almacenamiento.Usados, [module]: reported } } });
    },
    async usersByIds(companyId, ids) {
      return users.filter((u) => u.companyId === companyId && ids.includes(u.id));
    },
    async usersWithModule(companyId, module) {
      return users.filter((u) => u.companyId === companyId && !u.Deleted && u[module]);
    },
    forget() {},
    async webhookTipos(companyId) {
      return webhookWanted.get(companyId) ?? [];
    },
    async webhookEventos(companyId, body) {
      if (this.webhookDown) throw new Error('admin webhook-eventos unreachable');
      webhookBatches.push({ companyId, body: structuredClone(body) });
      return 'aceptado';
    },
  };
}
