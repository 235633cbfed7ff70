import { shell } from '@insp/messages';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product's mark (a checked clipboard) drawn inline: no image request, any theme colour. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <path
        fill="currentColor"
        d="M19 3h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-7 0c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m-2 14-4-4 1.41-1.41L10 14.17l6.59-6.59L18 9z"
      />
    </svg>
  );
}

/** Logo and product name, as on the sign-in page and at the top of the sidebar. */
export function BrandLogo({ testId }: { testId?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }} data-testid={testId}>
      <BrandMark />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
        {shell.brand}
      </Typography>
    </Box>
  );
}

/** The browser tab's title: 'Empresas · Inspección' (the product name alone without a page). */
export const documentTitle = (page: string | null | undefined): string => (page ? `${page} · ${shell.brand}` : shell.brand);
