import { shell } from '@insp/messages';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { NoticeCard } from './NoticeCard.tsx';

/** A signed-in user on another role's page: say so, and lead to their own landing page. */
export function AccessDenied({ landing }: { landing: string }) {
  return (
    <NoticeCard
      testId="access-denied"
      title={shell.accessDeniedTitle}
      body={shell.accessDeniedBody}
      action={
        <Button component={RouterLink} to={landing} variant="contained">
          {shell.goToLanding}
        </Button>
      }
    />
  );
}
