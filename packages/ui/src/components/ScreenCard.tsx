import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ScreenCardProps {
  title: string;
  /** data-testid of the screen root, e.g. module-screen-admin. */
  testId: string;
  error?: string | null;
  actions?: ReactNode;
  children: ReactNode;
}

/** The card a module screen renders into: title, optional header actions, error banner, content. */
export function ScreenCard({ title, testId, error, actions, children }: ScreenCardProps) {
  return (
    <Card data-testid={testId} elevation={1}>
      <CardContent>
        {/* on narrow screens the actions go below the title rather than past the card's edge */}
        <Box
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 2,
            gap: 2,
            [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
          })}
        >
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {actions}
        </Box>
        {error ? (
          <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {error}
          </Alert>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
