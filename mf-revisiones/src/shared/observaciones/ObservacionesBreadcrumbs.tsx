import { listadosEndpoints, proyectosEndpoints, revisionesEndpoints } from '@insp/contracts';
import { observacionesScreens, revisiones } from '@insp/messages/revisiones';
import { isPlatformAdmin } from '@insp/ui/components';
import { useRemoteProps } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';
import { EmpresasLink } from '@insp/ui/screens';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { EMPRESAS_PATH, revisionesLinks } from '../paths.ts';

export interface ObservacionesBreadcrumbsProps {
  companyId: string;
  projectId: string;
  revisionId?: string | undefined;
  listadoId?: string | undefined;
  /** The last, unlinked crumb ('Observaciones', 'Estadísticas', 'Nueva observación'). */
  current: string;
  /** A crumb back to the listado's observations before `current` (the capture page). */
  linkObservaciones?: boolean;
  /** The project › revision › list names when the screen already has them (nothing is fetched then). */
  names?: readonly string[] | undefined;
}

const crumbs = revisiones.breadcrumbs;

/**
 * §2 breadcrumbs of the observation screens: Empresas (platform administrator) / Proyectos /
 * Revisiones / Listados / the screen, with the project › revision › list names under them.
 */
export function ObservacionesBreadcrumbs({
  companyId,
  projectId,
  revisionId,
  listadoId,
  current,
  linkObservaciones,
  names: given,
}: ObservacionesBreadcrumbsProps) {
  const { session } = useRemoteProps();
  const links = revisionesLinks(session, companyId);
  const fetchNames = given === undefined;
  // under a listado the three names come in one answer (ruta), without the counters each level's
  // item carries: the capture page's first request, on a phone's slow link
  const enListado = Boolean(revisionId && listadoId);
  const ruta = useEndpointQuery(
    'revisiones',
    listadosEndpoints.ruta,
    { params: { companyId, projectId, revisionId: revisionId ?? '', listadoId: listadoId ?? '' } },
    { enabled: fetchNames && enListado },
  );
  const project = useEndpointQuery('revisiones', proyectosEndpoints.get, { params: { companyId, projectId } }, { enabled: fetchNames && !enListado });
  const revision = useEndpointQuery(
    'revisiones',
    revisionesEndpoints.get,
    { params: { companyId, projectId, revisionId: revisionId ?? '' } },
    { enabled: fetchNames && Boolean(revisionId) && !enListado },
  );
  const names =
    given ??
    (enListado
      ? [ruta.data?.NombreProyecto, ruta.data?.NombreRevision, ruta.data?.NombreListado]
      : [project.data?.NombreProyecto, revisionId ? revision.data?.Nombre : null]
    ).filter((n): n is string => Boolean(n));
  return (
    <nav data-testid="breadcrumbs" style={{ marginBottom: 8 }}>
      <Breadcrumbs sx={{ fontSize: 14 }}>
        {isPlatformAdmin(session) ? <EmpresasLink label={crumbs.empresas} path={EMPRESAS_PATH} /> : null}
        <Link component={RouterLink} to={links.proyectos()} underline="hover" color="inherit">
          {crumbs.proyectos}
        </Link>
        <Link component={RouterLink} to={links.revisiones(projectId)} underline="hover" color="inherit">
          {crumbs.revisiones}
        </Link>
        {revisionId ? (
          <Link component={RouterLink} to={links.listados(projectId, revisionId)} underline="hover" color="inherit">
            {crumbs.listados}
          </Link>
        ) : null}
        {revisionId && listadoId && linkObservaciones ? (
          <Link component={RouterLink} to={links.observaciones(projectId, revisionId, listadoId)} underline="hover" color="inherit">
            {observacionesScreens.listado.breadcrumb}
          </Link>
        ) : null}
        <Typography color="text.primary" sx={{ fontSize: 14 }}>
          {current}
        </Typography>
      </Breadcrumbs>
      {names.length > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="breadcrumbs-nombres">
          {names.join(' / ')}
        </Typography>
      ) : null}
    </nav>
  );
}
