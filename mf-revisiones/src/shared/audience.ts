import { useMemo } from 'react';
import { useRemoteProps } from '@insp/ui/components';
import { revisionesLinks, type RevisionesLinks } from './paths.ts';

export interface Audience {
  /** Administrador: companies in the path, the 'Empresas' breadcrumb. */
  admin: boolean;
  /** Administrador or AdministradorEmpresa: every write, 'Mostrar Eliminados' (spec 001 §6). */
  manager: boolean;
  /** UsuarioEmpresa: read-only (no checkboxes, no create, Editar/Eliminar/Encargados disabled). */
  companyUser: boolean;
}

/** What the signed-in user may do on these screens (§6). */
export function useAudience(): Audience {
  const { session } = useRemoteProps();
  const admin = session.userType === 'Administrador';
  const companyUser = session.userType === 'UsuarioEmpresa';
  return { admin, manager: !companyUser, companyUser };
}

/** The links of the signed-in user's audience for `companyId`. */
export function useRevisionesLinks(companyId: string): RevisionesLinks {
  const { session } = useRemoteProps();
  return useMemo(() => revisionesLinks(session, companyId), [session, companyId]);
}
