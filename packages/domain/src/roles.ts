import type { ModuleFlags, UserType } from '@insp/contracts';

/** Where each role lands after sign-in (spec 000 §6). */
export function landingPath(userType: UserType): string {
  switch (userType) {
    case 'Administrador':
      return '/administrador/empresas';
    case 'AdministradorEmpresa':
      return '/administrador/empresa/detalles';
    case 'UsuarioEmpresa':
      return '/administrador/user/proyectos';
  }
}

/** A user may use a module only when their own flag and the company's module are both on. */
export function effectiveModules(userType: UserType, user: ModuleFlags, company: ModuleFlags): ModuleFlags {
  if (userType === 'Administrador') return { Revisiones: true, Checklist: true, ChecklistsOT: true };
  return {
    Revisiones: user.Revisiones && company.Revisiones,
    Checklist: user.Checklist && company.Checklist,
    ChecklistsOT: user.ChecklistsOT && company.ChecklistsOT,
  };
}
