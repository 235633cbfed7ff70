import { revisiones } from '@insp/messages/revisiones';
import { useRemoteProps } from '@insp/ui/components';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { useAudience, useRevisionesLinks } from './audience.ts';
import { EMPRESAS_PATH } from './paths.ts';

const t = revisiones.breadcrumbs;

export interface RevisionesBreadcrumbsProps {
  companyId: string;
  /** The deepest level shown: the last crumb is the current page (not a link). */
  level: 'revisiones' | 'listados';
  projectId: string;
}

interface Crumb {
  label: string;
  path?: string;
}

/**
 * Spec 001 §2 breadcrumbs: Empresas (the platform administrator only) / Proyectos / Revisiones /
 * Listados. Links go through the shell's navigate (data-testid `breadcrumb-<label>`).
 */
export function RevisionesBreadcrumbs({ companyId, level, projectId }: RevisionesBreadcrumbsProps) {
  const { navigate } = useRemoteProps();
  const { admin } = useAudience();
  const links = useRevisionesLinks(companyId);
  const crumbs: Crumb[] = [
    ...(admin ? [{ label: t.empresas, path: EMPRESAS_PATH }] : []),
    { label: t.proyectos, path: links.proyectos() },
    level === 'listados' ? { label: t.revisiones, path: links.revisiones(projectId) } : { label: t.revisiones },
    ...(level === 'listados' ? [{ label: t.listados }] : []),
  ];
  return (
    <Breadcrumbs sx={{ mb: 1 }} data-testid="breadcrumbs">
      {crumbs.map((crumb) =>
        crumb.path ? (
          <Link
            key={crumb.label}
            component="button"
            underline="hover"
            color="inherit"
            data-testid={`breadcrumb-${crumb.label}`}
            onClick={() => navigate(crumb.path as string)}
          >
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
