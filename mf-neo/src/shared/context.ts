import { isPlatformAdmin, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { neoBase, type NeoLinks, neoLinks } from './paths.ts';

export interface NeoContext {
  /** The company the screens work on: the route's for the platform administrator, the user's own otherwise. */
  companyId: string | null;
  /** Administrador: company in the path, the 'Empresas' breadcrumb. */
  admin: boolean;
  /** Administrador or AdministradorEmpresa: every write (§6). */
  manager: boolean;
  /** UsuarioEmpresa: read-only, only their projects; reports and downloads (§6). */
  companyUser: boolean;
  links: NeoLinks;
}

/** Who is looking and where the screens' links go (under the prefix the user came in by). */
export function useNeo(): NeoContext {
  const { session } = useRemoteProps();
  const { pathname } = useLocation();
  const base = neoBase(pathname);
  const admin = isPlatformAdmin(session);
  const companyUser = session.userType === 'UsuarioEmpresa';
  const companyId = useRouteCompanyId('id');
  const links = useMemo(() => neoLinks(base), [base]);
  return { companyId, admin, manager: !companyUser, companyUser, links };
}
