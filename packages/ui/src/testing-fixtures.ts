// '@insp/ui/testing/fixtures': plain test records (no React, no DOM), shared by the remotes' component tests
// (through '@insp/ui/testing') and the shell's stub services.
import type { ProyectoItem, SessionUser, UserType } from '@insp/contracts';

const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const allModules = { Revisiones: true, Checklist: true, ChecklistsOT: true };

const defaultUsers: Record<UserType, SessionUser> = {
  Administrador: {
    id: '111111111111111111111111',
    email: 'admin@example.com',
    name: 'Ada Admin',
    userType: 'Administrador',
    companyId: null,
    companyName: null,
    activated: true,
    modules: allModules,
  },
  AdministradorEmpresa: {
    id: '222222222222222222222222',
    email: 'director@example.com',
    name: 'Diego Director',
    userType: 'AdministradorEmpresa',
    companyId: COMPANY,
    companyName: 'Constructora Andes',
    activated: true,
    modules: allModules,
  },
  UsuarioEmpresa: {
    id: '333333333333333333333333',
    email: 'user@example.com',
    name: 'Ursula Usuaria',
    userType: 'UsuarioEmpresa',
    companyId: COMPANY,
    companyName: 'Constructora Andes',
    activated: true,
    modules: allModules,
  },
};

/** A test user of that type (company 'aaaa…' for company users), with `overrides` applied. */
export const testUser = (userType: UserType, overrides: Partial<SessionUser> = {}): SessionUser => ({ ...defaultUsers[userType], ...overrides });

/** A review-family project as the service answers it (active, no responsible, created 2025-01-02). */
export const testProyecto = (id: string, name: string): ProyectoItem => ({
  id,
  NombreProyecto: name,
  Carpetas: 0,
  Responsable: null,
  Responsables: [],
  FechaCreacion: '2025-01-02T03:04:05.000Z',
  DiasPorVencer: 10,
  DiasVencidos: 20,
  Estado: 'Activo',
  FechaEliminacion: null,
  EliminadoPor: null,
  AlertaEliminacion: false,
  DiasEliminacion: null,
  DiasRestantes: null,
});
