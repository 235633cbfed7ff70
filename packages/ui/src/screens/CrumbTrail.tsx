import { useRemoteProps } from '@insp/ui/components';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** One step of a screen's breadcrumbs: a link when it has a path (and is not the last). */
export interface Crumb {
  label: string;
  path?: string;
}

/**
 * A module's breadcrumbs (spec 001 §2): the last crumb is the current page (not a link); links go
 * through the shell's navigate (data-testid `breadcrumb-<label>`).
 */
export function CrumbTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { navigate } = useRemoteProps();
  return (
    <Breadcrumbs sx={{ mb: 1 }} data-testid="breadcrumbs">
      {crumbs.map((crumb, index) =>
        crumb.path && index < crumbs.length - 1 ? (
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

/** The platform administrator's first crumb, 'Empresas': another remote's page, so the shell navigates. */
export function EmpresasLink({ label, path, testId }: { label: string; path: string; testId?: string }) {
  const { navigate } = useRemoteProps();
  return (
    <Link
      href={path}
      underline="hover"
      color="inherit"
      data-testid={testId}
      onClick={(event) => {
        event.preventDefault();
        navigate(path);
      }}
    >
      {label}
    </Link>
  );
}
