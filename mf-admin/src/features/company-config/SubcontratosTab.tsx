import { adminScreens } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';

import { SubcontratosCard } from '../../shared/catalogs/SubcontratosCard.tsx';
import type { ConfigContext } from './CompanyConfigScreen.tsx';

/** Subcontratos of the company with the Errores Tipo of the one selected. */
export function SubcontratosTab({ ctx }: { ctx: ConfigContext }) {
  const { session } = useRemoteProps();
  return (
    <SubcontratosCard
      plain
      title={adminScreens.config.subTabs.subcontratos}
      companyId={ctx.companyId}
      canCreate={ctx.isAdmin && !ctx.readOnly}
      canDelete={ctx.isAdmin && !ctx.readOnly}
      canEdit={!ctx.readOnly && (ctx.isAdmin || session.userType === 'AdministradorEmpresa')}
    />
  );
}
