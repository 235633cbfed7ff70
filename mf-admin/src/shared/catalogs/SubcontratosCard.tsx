import type { CatalogItem } from '@insp/contracts';
import { adminScreens, checklists } from '@insp/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

import { CatalogCard } from './CatalogCard.tsx';

export interface SubcontratosCardProps {
  title: string;
  /** The company whose copy of Subcontratos (null: the global catalogue). */
  companyId: string | null;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  plain?: boolean;
  /** More buttons of a subcontract's row (the configuration page's 'Contactos'). */
  moreActions?: (row: CatalogItem) => ReactNode;
}

/**
 * Subcontratos with their Errores Tipo count and, below, the Errores Tipo card of the one picked
 * ('Errores Tipo - {name}') or the placeholder 'Ningun subcontrato seleccionado'. A change of
 * Errores Tipo invalidates the Subcontratos list, so its count follows.
 */
export function SubcontratosCard({ title, companyId, canCreate, canEdit, canDelete, plain, moreActions }: SubcontratosCardProps) {
  const [selected, setSelected] = useState<CatalogItem | null>(null);
  return (
    <>
      <CatalogCard
        plain={plain}
        title={title}
        testId="catalog-subcontratos"
        scope={{ companyId, catalog: 'subcontratos' }}
        canCreate={canCreate}
        canDelete={canDelete}
        canEdit={canEdit}
        extraColumns={[{ header: adminScreens.catalogs.erroresTipo, render: (row) => row.ErroresTipo ?? 0 }]}
        extraActions={(row) => (
          <>
            <Button size="small" onClick={() => setSelected(row)}>
              {adminScreens.catalogs.erroresTipo}
            </Button>
            {moreActions?.(row)}
          </>
        )}
      />
      <Box sx={{ mt: 3 }}>
        {selected ? (
          <CatalogCard
            key={selected.id}
            title={adminScreens.catalogs.erroresTipoOf(selected.Nombre)}
            testId="catalog-errores-tipo"
            scope={{ companyId, subcontratoId: selected.id }}
            canCreate={canCreate}
            canDelete={canDelete}
            canEdit={canEdit}
            addLabel={adminScreens.catalogs.newErrorTipo}
          />
        ) : (
          <Typography color="text.secondary">{checklists.noSubcontratoSelected}</Typography>
        )}
      </Box>
    </>
  );
}
