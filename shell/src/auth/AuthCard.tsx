import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

import { removeBootFrame } from '../boot-frame-remove.ts';
import { BrandLogo, documentTitle } from '../layout/BrandLogo.tsx';

/** Centered card every authentication and error page uses. */
export function AuthCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  // the rendered card is in place (same box and title): index.html's static one goes
  useEffect(removeBootFrame, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }} data-testid={testId}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ mb: 2 }}>
            <BrandLogo testId="auth-logo" />
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
