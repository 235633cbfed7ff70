import type { CompanyConfiguration, ParametroName } from '@insp/contracts';
import { companyDay, formatCalendarDate } from '@insp/domain';
import { adminScreens, common, companyAdmin } from '@insp/messages';
import { ConfirmDialog, isPlatformAdmin, ScreenCard, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useFederationProbe } from '../../probe.ts';
import { CatalogCard } from '../../shared/catalogs/CatalogCard.tsx';
import { useConfiguration, useDeleteCompany, useRestoreCompany } from './api.ts';
import { InfoTab } from './InfoTab.tsx';
import { SubcontratosTab } from './SubcontratosTab.tsx';

const UsersTab = lazy(() => import('./users/UsersTab.tsx'));
const ListasTab = lazy(() => import('./listas/ListasTab.tsx'));
const ParametersTab = lazy(() => import('./listas/ParametersTab.tsx'));

const t = adminScreens.config;
type TopTab = 'empresa' | 'revisiones' | 'checklistRevisiones' | 'checklists';
type SubTab = keyof typeof t.subTabs;

/** Sub-tabs of each top tab, exactly as spec 000 §2 lists them. */
const subTabsOf: Record<TopTab, SubTab[]> = {
  empresa: ['informacion', 'usuarios', 'cargos'],
  revisiones: ['sectores', 'recintos', 'subcontratos', 'prioridades'],
  checklistRevisiones: ['sectores', 'recintos', 'subcontratos', 'checklists'],
  checklists: ['listasDeChequeo', 'unidades', 'sectores', 'recintos', 'elementos', 'pasillos', 'otros'],
};

export interface ConfigContext {
  companyId: string;
  config: CompanyConfiguration;
  isAdmin: boolean;
  /** A soft-deleted company: everything is shown, nothing can be changed until it is restored. */
  readOnly: boolean;
  reload: () => void;
}

/**
 * The company configuration page (spec 000 §2): /administrador/empresas/:idEmpresa/edit for the
 * platform administrator, /administrador/empresa/detalles for the director (own company).
 */
export interface CompanyConfigScreenProps {
  /**
   * Body of 'Checklist Revisiones' > 'Checklists' (the checklists feature's list, composed by App so
   * that features do not import each other); without it the tab links to the checklist pages.
   */
  checklistsTab?: (companyId: string, isAdmin: boolean) => ReactNode;
  /** Body of 'Empresa' > 'Webhooks' (the webhooks feature, composed by the page); without it there is no such tab. */
  webhooksTab?: (companyId: string, readOnly: boolean) => ReactNode;
}

export function CompanyConfigScreen({ checklistsTab, webhooksTab }: CompanyConfigScreenProps = {}) {
  useFederationProbe();
  const { session, notify, navigate } = useRemoteProps();
  const isAdmin = isPlatformAdmin(session);
  const companyId = useRouteCompanyId('idEmpresa');
  // the tabs live in the URL (?tab=…&subtab=…): reload, Back and a shared link open the same tab
  const [search, setSearch] = useSearchParams();
  const top = search.get('tab') ?? 'empresa';
  const sub = search.get('subtab') ?? '';
  const setTop = (value: TopTab) => setSearch({ tab: value });
  const setSub = (value: SubTab) => setSearch({ tab: activeTop, subtab: value });
  const [deleting, setDeleting] = useState(false);
  const [restoring, setRestoring] = useState(false);
  // a refetch (a write, 'Recargar') keeps the configuration on screen; another company shows loading
  const configuration = useConfiguration(companyId);
  const { data } = configuration;
  // a failed 'Recargar' keeps the configuration shown and says so in the snackbar
  const error = companyId ? (data ? null : (configuration.error?.message ?? null)) : common.noCompanySelected;
  const loading = companyId !== null && configuration.isPending;
  const remove = useDeleteCompany();
  const restore = useRestoreCompany();
  const reload = () => void configuration.refetch();

  const reloadData = async () => {
    if (!companyId) return;
    const answer = await configuration.refetch();
    if (answer.isError) notify('error', companyAdmin.reloadFailed);
    else notify('success', companyAdmin.reloaded);
  };

  const company = data?.company;
  const deleted = company ? !company.Activado : false;
  const visibleTops: TopTab[] = ['empresa'];
  if (company?.Revisiones.Activado) visibleTops.push('revisiones');
  if (company?.CheckList.Activado) visibleTops.push('checklistRevisiones');
  if (company?.ChecklistsOT.Activado) visibleTops.push('checklists');
  const activeTop = visibleTops.find((tab) => tab === top) ?? 'empresa';
  const subs: SubTab[] = activeTop === 'empresa' && webhooksTab ? [...subTabsOf.empresa, 'webhooks'] : subTabsOf[activeTop];
  const activeSub = subs.find((tab) => tab === sub) ?? subs[0] ?? 'informacion';

  const actions = (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => void reloadData()} disabled={!companyId}>
        {t.reload}
      </Button>
      {isAdmin && !deleted ? (
        <Button variant="contained" color="error" onClick={() => setDeleting(true)} disabled={!company}>
          {t.deleteCompany}
        </Button>
      ) : null}
    </Stack>
  );

  let body: ReactNode = null;
  if (data && companyId) {
    const ctx: ConfigContext = { companyId, config: data, isAdmin, readOnly: deleted, reload };
    body = <TabBody key={`${activeTop}:${activeSub}`} ctx={ctx} top={activeTop} sub={activeSub} checklistsTab={checklistsTab} webhooksTab={webhooksTab} />;
  }

  return (
    <ScreenCard title={company ? company.Nombre : adminScreens.config.title} testId="module-screen-admin" error={error} actions={actions}>
      {loading && !data ? <LinearProgress /> : null}
      {company && deleted ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="company-deleted"
          action={
            isAdmin ? (
              <Button color="inherit" size="small" onClick={() => setRestoring(true)}>
                {adminScreens.actions.restore}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{t.deleted}</AlertTitle>
          {t.deletedBody(company.FechaEliminacion ? formatCalendarDate(companyDay(new Date(company.FechaEliminacion))) : null)}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Tabs
            value={activeTop}
            onChange={(_e, value: TopTab) => setTop(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {visibleTops.map((tab) => (
              <Tab key={tab} value={tab} label={t.tabs[tab]} sx={{ textTransform: 'none' }} />
            ))}
          </Tabs>
          <Tabs
            value={activeSub}
            onChange={(_e, value: SubTab) => setSub(value)}
            variant="scrollable"
            sx={{ mb: 2 }}
            textColor="secondary"
            indicatorColor="secondary"
          >
            {subs.map((tab) => (
              <Tab key={tab} value={tab} label={t.subTabs[tab]} sx={{ textTransform: 'none' }} />
            ))}
          </Tabs>
          <Box data-testid={`config-tab-${activeTop}-${activeSub}`}>{body}</Box>
        </>
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t.deleteCompanyTitle}
        onClose={() => setDeleting(false)}
        onConfirm={() => {
          if (!companyId) return;
          remove.mutateAsync({ params: { companyId } }).then(
            (answer) => {
              notify('success', answer.message);
              navigate('/administrador/empresas');
            },
            (err: unknown) => notify('error', err instanceof Error ? err.message : String(err)),
          );
        }}
      />
      <ConfirmDialog
        open={restoring}
        title={adminScreens.companies.restoreTitle(company?.Nombre ?? '')}
        onClose={() => setRestoring(false)}
        onConfirm={() => {
          if (!companyId) return;
          restore.mutateAsync({ params: { companyId } }).then(
            (answer) => notify('success', answer.message),
            (err: unknown) => notify('error', err instanceof Error ? err.message : String(err)),
          );
        }}
      />
    </ScreenCard>
  );
}

const parameterOf: Partial<Record<SubTab, ParametroName>> = {
  unidades: 'unidades',
  pasillos: 'pasillos',
  sectores: 'sectores',
  recintos: 'recintos',
  elementos: 'elementos',
  otros: 'otros',
};

function TabBody({
  ctx,
  top,
  sub,
  checklistsTab,
  webhooksTab,
}: {
  ctx: ConfigContext;
  top: TopTab;
  sub: SubTab;
  checklistsTab?: CompanyConfigScreenProps['checklistsTab'];
  webhooksTab?: CompanyConfigScreenProps['webhooksTab'];
}) {
  const { navigate, session } = useRemoteProps();
  const { companyId, isAdmin, readOnly } = ctx;
  const catalog = (name: 'cargos' | 'sectores' | 'recintos' | 'prioridades') => (
    <CatalogCard
      plain
      title={t.subTabs[name]}
      testId={`catalog-${name}`}
      scope={{ companyId, catalog: name }}
      canCreate={isAdmin && !readOnly}
      canDelete={isAdmin && !readOnly}
      canEdit={!readOnly && (isAdmin || session.userType === 'AdministradorEmpresa')}
    />
  );
  const lazyTab = (node: ReactNode) => <Suspense fallback={<LinearProgress />}>{node}</Suspense>;

  if (top === 'checklists') {
    if (sub === 'listasDeChequeo') return lazyTab(<ListasTab ctx={ctx} />);
    const parameter = parameterOf[sub];
    if (parameter) return lazyTab(<ParametersTab ctx={ctx} parameter={parameter} label={t.subTabs[sub]} />);
  }
  switch (sub) {
    case 'informacion':
      return <InfoTab ctx={ctx} />;
    case 'usuarios':
      return lazyTab(<UsersTab ctx={ctx} />);
    case 'cargos':
    case 'sectores':
    case 'recintos':
    case 'prioridades':
      return catalog(sub);
    case 'subcontratos':
      return <SubcontratosTab ctx={ctx} />;
    case 'webhooks':
      return webhooksTab ? lazyTab(webhooksTab(companyId, readOnly)) : null;
    case 'checklists':
      // the checklists feature's own list has no read-only mode: a disabled fieldset keeps its buttons inert
      if (checklistsTab && readOnly)
        return (
          <Box component="fieldset" disabled sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            {lazyTab(checklistsTab(companyId, isAdmin))}
          </Box>
        );
      if (checklistsTab) return lazyTab(checklistsTab(companyId, isAdmin));
      return (
        <Button variant="contained" onClick={() => navigate(isAdmin ? `/administrador/empresas/${companyId}/Checklists` : '/administrador/checklist')}>
          {t.openChecklists}
        </Button>
      );
    default:
      return null;
  }
}
