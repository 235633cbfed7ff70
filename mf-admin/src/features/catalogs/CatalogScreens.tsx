import { CatalogName } from '@insp/contracts';
import { adminScreens, common } from '@insp/messages';
import { ScreenCard, useRemoteProps } from '@insp/ui/components';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';

import { useFederationProbe } from '../../probe.ts';
import { AppLink } from '../../shared/AppLink.tsx';
import { CatalogCard } from '../../shared/catalogs/CatalogCard.tsx';
import { SubcontratosCard } from '../../shared/catalogs/SubcontratosCard.tsx';
import { useSubcontrato } from './api.ts';

const titles = adminScreens.catalogs.titles;

function catalogOf(value: string | undefined): CatalogName | null {
  const parsed = CatalogName.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** /mantenedores/:catalog — the global catalogues of the platform administrator ('new' button, edit, delete). */
export function GlobalCatalogScreen() {
  useFederationProbe();
  const { navigate } = useRemoteProps();
  const catalog = catalogOf(useParams().catalog);
  if (!catalog)
    return (
      <ScreenCard title={adminScreens.catalogs.titles.sectores} testId="module-screen-admin" error={common.notFound}>
        {null}
      </ScreenCard>
    );
  return (
    <div data-testid="module-screen-admin">
      <CatalogCard
        key={catalog}
        title={titles[catalog]}
        testId={`catalog-${catalog}`}
        scope={{ companyId: null, catalog }}
        canCreate
        canEdit
        canDelete
        extraColumns={catalog === 'subcontratos' ? [{ header: adminScreens.catalogs.erroresTipo, render: (row) => row.ErroresTipo ?? 0 }] : undefined}
        extraActions={
          catalog === 'subcontratos'
            ? (row) => (
                <Button size="small" onClick={() => navigate(`/mantenedores/subcontratos/${row.id}/errorestipo`)}>
                  {adminScreens.catalogs.erroresTipo}
                </Button>
              )
            : undefined
        }
      />
    </div>
  );
}

/** /mantenedores/subcontratos/:id/errorestipo — 'Nuevo Error Tipo', sorted by name. */
export function ErroresTipoScreen() {
  useFederationProbe();
  const id = useParams().id ?? '';
  const head = useSubcontrato(id);
  const back = <AppLink to="/mantenedores/subcontratos">{titles.subcontratos}</AppLink>;
  if (head.loading) return <LinearProgress />;
  // an unknown record: a not-found state with no actions (nothing there to add to or edit)
  if (!head.data)
    return (
      <ScreenCard title={adminScreens.catalogs.erroresTipo} testId="module-screen-admin" error={head.error}>
        {head.error ? null : (
          <Alert severity="info" data-testid="subcontrato-not-found">
            {adminScreens.catalogs.subcontratoNotFound}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>{back}</Box>
      </ScreenCard>
    );
  const name = head.data.Nombre;
  return (
    <div data-testid="module-screen-admin">
      <Box sx={{ mb: 2 }}>
        <Breadcrumbs>
          {back}
          <Typography color="text.primary">{name}</Typography>
        </Breadcrumbs>
      </Box>
      <CatalogCard
        title={adminScreens.catalogs.erroresTipoOf(name)}
        testId="catalog-errores-tipo"
        scope={{ companyId: null, subcontratoId: id }}
        canCreate
        canEdit
        canDelete
        addLabel={adminScreens.catalogs.newErrorTipo}
      />
    </div>
  );
}

/**
 * /administrador/empresa/{sectores,recintos,subcontratos,prioridades} — the director's copies of the company's catalogues: edit only
 * (rename, Activado), no creation or deletion (spec 000 §2, §6).
 */
export function CompanyCatalogScreen({ catalog: routeCatalog }: { catalog?: CatalogName } = {}) {
  useFederationProbe();
  const { session } = useRemoteProps();
  // the route table gives each of the director's catalogues its own literal route, naming it here
  const param = useParams().catalog;
  const catalog = routeCatalog ?? catalogOf(param);
  const companyId = session.companyId;
  if (!catalog || !companyId)
    return (
      <ScreenCard title={adminScreens.catalogs.titles.sectores} testId="module-screen-admin" error={companyId ? common.notFound : common.noCompanySelected}>
        {null}
      </ScreenCard>
    );
  return (
    <div data-testid="module-screen-admin">
      {catalog === 'subcontratos' ? (
        <SubcontratosCard title={titles.subcontratos} companyId={companyId} canCreate={false} canEdit canDelete={false} />
      ) : (
        <CatalogCard
          key={catalog}
          title={titles[catalog]}
          testId={`catalog-${catalog}`}
          scope={{ companyId, catalog }}
          canCreate={false}
          canEdit
          canDelete={false}
        />
      )}
    </div>
  );
}
