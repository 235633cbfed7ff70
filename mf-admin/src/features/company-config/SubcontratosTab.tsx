import type { CatalogItem } from '@insp/contracts';
import { adminScreens, contactos } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { SubcontratosCard } from '../../shared/catalogs/SubcontratosCard.tsx';
import type { ConfigContext } from './CompanyConfigScreen.tsx';
import { SubcontratoContactosDialog } from './contactos/SubcontratoContactosDialog.tsx';

/** Subcontratos of the company with the Errores Tipo of the one selected and, for whoever edits them, its contact people. */
export function SubcontratosTab({ ctx }: { ctx: ConfigContext }) {
  const { session } = useRemoteProps();
  const canEdit = !ctx.readOnly && (ctx.isAdmin || session.userType === 'AdministradorEmpresa');
  const [contactosOf, setContactosOf] = useState<CatalogItem | null>(null);
  return (
    <>
      <SubcontratosCard
        plain
        title={adminScreens.config.subTabs.subcontratos}
        companyId={ctx.companyId}
        canCreate={ctx.isAdmin && !ctx.readOnly}
        canDelete={ctx.isAdmin && !ctx.readOnly}
        canEdit={canEdit}
        moreActions={
          canEdit
            ? (row) => (
                <Button size="small" onClick={() => setContactosOf(row)}>
                  {contactos.button}
                </Button>
              )
            : undefined
        }
      />
      {contactosOf ? <SubcontratoContactosDialog companyId={ctx.companyId} subcontrato={contactosOf} onClose={() => setContactosOf(null)} /> : null}
    </>
  );
}
