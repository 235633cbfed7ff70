import type { CatalogItem } from '@insp/contracts';
import { adminScreens, checklists } from '@insp/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { CatalogCard } from './CatalogCard.tsx';

export interface SubcontratosCardProps {
  title: string;
  /** The Subcontratos collection URL (global or a company's copy). */
  base: string;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  plain?: boolean;
}

/**
 * Subcontratos with their Errores Tipo count and, below, the Errores Tipo card of the one picked
 * ('Errores Tipo - {name}') or the placeholder 'Ningun subcontrato seleccionado'.
 */
export function SubcontratosCard({ title, base, canCreate, canEdit, canDelete, plain }: SubcontratosCardProps) {
  const [selected, setSelected] = useState<CatalogItem | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <>
      <CatalogCard
        key={version}
        plain={plain}
        title={title}
        testId="catalog-subcontratos"
        base={base}
        canCreate={canCreate}
        canDelete={canDelete}
        canEdit={canEdit}
        extraColumns={[{ header: adminScreens.catalogs.erroresTipo, render: (row) => row.ErroresTipo ?? 0 }]}
        extraActions={(row) => (
          <Button size="small" onClick={() => setSelected(row)}>
            {adminScreens.catalogs.erroresTipo}
          </Button>
        )}
      />
      <Box sx={{ mt: 3 }}>
        {selected ? (
          <CatalogCard
            key={selected.id}
            title={adminScreens.catalogs.erroresTipoOf(selected.Nombre)}
            testId="catalog-errores-tipo"
            base={`${base}/${selected.id}/errores-tipo`}
            canCreate={canCreate}
            canDelete={canDelete}
            canEdit={canEdit}
            addLabel={adminScreens.catalogs.newErrorTipo}
            onChanged={() => setVersion((v) => v + 1)}
          />
        ) : (
          <Typography color="text.secondary">{checklists.noSubcontratoSelected}</Typography>
        )}
      </Box>
    </>
  );
}
