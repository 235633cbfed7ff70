import { shell } from '@insp/messages';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { goTo } from '../routing/location.ts';
import { AuthCard } from './AuthCard.tsx';

/** /auth/404 ('Página no encontrada', every unknown path) and /auth/500. */
export function ErrorPage({ kind }: { kind: 404 | 500 }) {
  const title = kind === 404 ? shell.notFoundTitle : shell.serverErrorTitle;
  return (
    <AuthCard title={title} testId={`error-${kind}`}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {kind === 404 ? shell.notFoundBody : shell.serverErrorBody}
      </Typography>
      <Button
        href="/auth/sign-in"
        variant="contained"
        onClick={(event) => {
          event.preventDefault();
          goTo('/auth/sign-in');
        }}
      >
        {shell.backToSignIn}
      </Button>
    </AuthCard>
  );
}
export const NotFoundPage = () => <ErrorPage kind={404} />;
export const ServerErrorPage = () => <ErrorPage kind={500} />;
