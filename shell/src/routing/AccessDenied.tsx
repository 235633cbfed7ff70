import { shell } from '@insp/messages';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A signed-in user on another role's page: say so, and lead to their own landing page. */
export function AccessDenied({ landing }: { landing: string }) {
  return (
    <Card data-testid="access-denied" elevation={1}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {shell.accessDeniedTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {shell.accessDeniedBody}
        </Typography>
        <Button component={RouterLink} to={landing} variant="contained">
          {shell.goToLanding}
        </Button>
      </CardContent>
    </Card>
  );
}
