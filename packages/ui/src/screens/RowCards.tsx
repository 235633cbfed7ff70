import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/**
 * Phone width (below 600 px, the 390 px of a site manager's phone): the tables that cannot fit it
 * show one card per row instead (issue 16 §4). Read on the first render (noSsr), so a phone never
 * draws the table first.
 */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

/** One 'label: value' line of a row card (a table column on wider screens). */
export interface RowCardField {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

export interface RowCardProps {
  /** The row's name (its first column on wider screens). */
  title: ReactNode;
  fields: RowCardField[];
  /** The row's main actions, shown at the card's foot (never behind a sideways scroll). */
  actions?: ReactNode;
  /** Shown under the actions (an expanded detail). */
  children?: ReactNode;
  testId?: string;
  sx?: SxProps<Theme>;
}

/** A table row on a phone: its title, its columns as 'label: value' lines, its actions. */
export function RowCard(props: RowCardProps) {
  return (
    <Card variant="outlined" data-testid={props.testId} sx={[{ p: 1.5 }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}>
      <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="row-card-title">
        {props.title}
      </Typography>
      {props.fields.length > 0 ? (
        <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 1, rowGap: 0.25 }}>
          {props.fields.map((f) => (
            <Box key={f.id} sx={{ display: 'contents' }} data-testid={`row-card-${f.id}`}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {f.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {f.value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {props.actions ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', '& > *': { m: '0 !important' } }}>
          {props.actions}
        </Stack>
      ) : null}
      {props.children}
    </Card>
  );
}

/** The cards of a table's rows on a phone, one under the other. */
export function RowCardList(props: { children: ReactNode; testId?: string }) {
  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid={props.testId}>
      {props.children}
    </Stack>
  );
}
