import type { CompanyConfiguration, CompanyDetail, CompanyUser, CompanyUserPage } from '@insp/contracts';

export const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const id = (n: number) => n.toString(16).padStart(24, 'b');

const usage = (on: boolean) => ({ Activado: on, usuarios: { used: 0, limit: on ? 5 : 0 }, proyectos: { used: 0, limit: on ? 5 : 0 } });

export const company = (over: Partial<CompanyDetail> = {}): CompanyDetail => ({
  id: COMPANY,
  Nombre: 'Constructora Andes',
  Rut: '76.086.428-5',
  LimiteFotos: 1,
  PiePagina: '',
  ZonaHoraria: 'America/Santiago',
  Activado: true,
  FechaEliminacion: null,
  Revisiones: { Activado: true, LimiteRevisiones: 5, RevisionesUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 0 },
  CheckList: { Activado: false, LimiteCheckList: 5, CheckListUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 0 },
  ChecklistsOT: { Activado: false, LimiteProyectos: 5, ProyectosUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 0 },
  ...over,
});

export const configuration = (c: CompanyDetail = company()): CompanyConfiguration => ({
  company: c,
  usage: {
    usuarios: { used: 1, limit: 5 },
    modulos: { Revisiones: usage(c.Revisiones.Activado), Checklist: usage(c.CheckList.Activado), ChecklistsOT: usage(c.ChecklistsOT.Activado) },
  },
  // 1.2 GiB of images against the platform's 5 GiB (issue 17).
  almacenamiento: { used: Math.round(1.2 * 1024 ** 3), limit: 5 * 1024 ** 3 },
});

export const companyUser = (n: number, over: Partial<CompanyUser> = {}): CompanyUser => ({
  id: id(n),
  Nombre: `Nombre${n}`,
  Apellido: `Apellido${n}`,
  Cargo: 'Jefe de obra',
  Telefono: '+56912345678',
  Email: `u${n}@example.com`,
  tipoUsuario: 'UsuarioEmpresa',
  Activado: true,
  Deleted: false,
  Revisiones: true,
  Checklist: false,
  ChecklistsOT: false,
  ...over,
});

export const userPage = (items: CompanyUser[], c: CompanyDetail = company()): CompanyUserPage => ({
  items,
  total: items.length,
  page: 0,
  pageSize: 80,
  usage: configuration(c).usage,
  directorId: items.find((u) => u.tipoUsuario === 'AdministradorEmpresa')?.id ?? null,
});
