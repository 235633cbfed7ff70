import { isPlatformAdmin, useRemoteProps } from '@insp/ui/components';

export interface Audience {
  /** Administrador: companies in the path, the 'Empresas' breadcrumb. */
  admin: boolean;
  /** Administrador or AdministradorEmpresa: every write, 'Mostrar Eliminados' (spec 001 §6). */
  manager: boolean;
  /** UsuarioEmpresa: read-only screens (no checkboxes, no create, writes disabled). */
  companyUser: boolean;
}

/** What the signed-in user may do on a module's screens (spec 001 §6). */
export function useAudience(): Audience {
  const { session } = useRemoteProps();
  const admin = isPlatformAdmin(session);
  const companyUser = session.userType === 'UsuarioEmpresa';
  return { admin, manager: !companyUser, companyUser };
}
