import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones } from '@insp/messages/checklist-revisiones';
import { isPlatformAdmin } from '@insp/ui/components';
import { useRemoteProps } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';
import { EmpresasLink, useCompanyName } from '@insp/ui/screens';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { useChecklistLinks } from './audience.ts';
import { EMPRESAS_PATH } from './paths.ts';

const t = checklistRevisiones.breadcrumbs;
const S = 'checklist-revisiones';

export interface ChecklistBreadcrumbsProps {
  companyId: string;
  projectId: string;
  revisionId?: string | undefined;
  listadoId?: string | undefined;
  recintoId?: string | undefined;
  subcontratoId?: string | undefined;
  errorTipoId?: string | undefined;
  /** The last, unlinked crumb. */
  current: string;
  /** Whether to show the names line (company / project / revision / list / room / subcontract / error type). */
  names?: boolean;
}

/**
 * Spec 001 §2 breadcrumbs of checklist paths: Empresas (the platform administrator), Checklist
 * Revisiones, Revisiones, Listados, Recintos, Subcontratos, then the current page; under them the
 * names of the company, project, revision, list, room, subcontract and error type (data-testid
 * `breadcrumbs-nombres`).
 */
export function ChecklistBreadcrumbs(props: ChecklistBreadcrumbsProps) {
  const { companyId, projectId, revisionId, listadoId, recintoId, subcontratoId, errorTipoId, current } = props;
  const { session } = useRemoteProps();
  const links = useChecklistLinks(companyId);
  const showNames = props.names ?? false;
  const empresa = useCompanyName(companyId);
  // each name is asked once the screen shows names and its ids are known
  const when = (known: unknown) => ({ enabled: showNames && Boolean(known) });
  const base = { companyId, projectId };
  const rp = { ...base, revisionId: revisionId ?? '' };
  const lp = { ...rp, listadoId: listadoId ?? '' };
  const rcp = { ...lp, recintoId: recintoId ?? '' };
  const sp = { ...rcp, subcontratoId: subcontratoId ?? '' };
  // under a listado the three names above it come in one answer (ruta), without the counters each
  // level's item carries: the capture pages' first request, on a phone's slow link
  const enListado = Boolean(revisionId && listadoId);
  const ruta = useEndpointQuery(S, cr.listadosEndpoints.ruta, { params: lp }, when(enListado));
  const project = useEndpointQuery(S, cr.proyectosEndpoints.get, { params: base }, when(!enListado));
  const revision = useEndpointQuery(S, cr.revisionesEndpoints.get, { params: rp }, when(revisionId && !enListado));
  const recinto = useEndpointQuery(S, cr.recintosEndpoints.get, { params: rcp }, when(listadoId && recintoId));
  const subcontrato = useEndpointQuery(S, cr.subcontratosEndpoints.get, { params: sp }, when(recintoId && subcontratoId));
  const errorTipo = useEndpointQuery(S, cr.erroresTipoEndpoints.get, { params: { ...sp, errorTipoId: errorTipoId ?? '' } }, when(subcontratoId && errorTipoId));
  const nombres = [
    empresa,
    enListado ? ruta.data?.NombreProyecto : project.data?.NombreProyecto,
    enListado ? ruta.data?.NombreRevision : revisionId ? revision.data?.Nombre : null,
    enListado ? ruta.data?.NombreListado : null,
    recintoId ? recinto.data?.Nombre : null,
    subcontratoId ? subcontrato.data?.Nombre : null,
    errorTipoId ? errorTipo.data?.Nombre : null,
  ].filter((n): n is string => Boolean(n));
  const listadoRef = revisionId && listadoId ? { projectId, revisionId, listadoId } : null;

  const crumb = (label: string, to: string) => (
    <Link key={label} component={RouterLink} to={to} underline="hover" color="inherit" data-testid={`breadcrumb-${label}`}>
      {label}
    </Link>
  );
  return (
    <nav data-testid="breadcrumbs" style={{ marginBottom: 8 }}>
      <Breadcrumbs sx={{ fontSize: 14 }}>
        {isPlatformAdmin(session) ? <EmpresasLink label={t.empresas} path={EMPRESAS_PATH} testId={`breadcrumb-${t.empresas}`} /> : null}
        {crumb(t.proyectos, links.proyectos())}
        {current !== t.revisiones ? crumb(t.revisiones, links.revisiones(projectId)) : null}
        {revisionId && current !== t.listados ? crumb(t.listados, links.listados(projectId, revisionId)) : null}
        {listadoRef && recintoId ? crumb(t.recintos, links.recintos(listadoRef)) : null}
        {listadoRef && recintoId && subcontratoId ? crumb(t.subcontratos, links.subcontratos(listadoRef, recintoId)) : null}
        <Typography color="text.primary" sx={{ fontSize: 14 }}>
          {current}
        </Typography>
      </Breadcrumbs>
      {showNames && nombres.length > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="breadcrumbs-nombres">
          {nombres.join(' / ')}
        </Typography>
      ) : null}
    </nav>
  );
}
