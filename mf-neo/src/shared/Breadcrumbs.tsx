import { neoScreens } from '@insp/messages/neo';
import { useRemoteProps } from '@insp/ui/components';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { useNeo } from './context.ts';
import { EMPRESAS_PATH } from './paths.ts';

export interface Crumb {
  label: string;
  path?: string;
}

/** Empresas (the platform administrator only) / Proyectos / …: links go through the shell's navigate. */
export function NeoBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { navigate } = useRemoteProps();
  const { admin, links } = useNeo();
  const all: Crumb[] = [
    ...(admin ? [{ label: neoScreens.breadcrumbs.empresas, path: EMPRESAS_PATH }] : []),
    { label: neoScreens.breadcrumbs.proyectos, path: links.proyectos() },
    ...crumbs,
  ];
  return (
    <Breadcrumbs sx={{ mb: 1 }} data-testid="breadcrumbs">
      {all.map((crumb, index) =>
        crumb.path && index < all.length - 1 ? (
          <Link
            key={`${index}-${crumb.label}`}
            component="button"
            underline="hover"
            color="inherit"
            data-testid={`breadcrumb-${crumb.label}`}
            onClick={() => navigate(crumb.path as string)}
          >
            {crumb.label}
          </Link>
        ) : (
          <Typography key={`${index}-${crumb.label}`} color="text.primary">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
