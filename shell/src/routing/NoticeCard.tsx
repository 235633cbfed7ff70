import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface NoticeCardProps extends Pick<CardProps, 'role' | 'sx'> {
  title: string;
  body: string;
  /** The one way on: a contained button (a link or a retry). */
  action: ReactNode;
  testId?: string;
}

/** A page's notice instead of its content ('Acceso denegado', admin out of reach): title, text, one button. */
export function NoticeCard({ title, body, action, testId, role, sx }: NoticeCardProps) {
  return (
    <Card data-testid={testId} role={role} elevation={1} sx={sx}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {body}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}
