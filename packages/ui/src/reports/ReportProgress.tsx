import type { ReportState } from '@insp/contracts';
import { reports } from '@insp/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

import type { ReportJob } from './useReportJob.ts';

// Material icons' paths inline: @mui/icons-material is not a dependency of the remotes.
const DONE = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
const FAILED =
  'M11 15h2v2h-2zm0-8h2v6h-2zm1-5C6.47 2 2 6.5 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10A10 10 0 0 0 12 2m0 18a8 8 0 0 1-8-8 8 8 0 0 1 8-8 8 8 0 0 1 8 8 8 8 0 0 1-8 8';
const WAITING = 'M6 2v6h.01L6 8.01 10 12l-4 4 .01.01H6V22h12v-5.99h-.01L18 16l-4-4 4-3.99-.01-.01H18V2zm10 14.5V20H8v-3.5l4-4z';

function StateIcon({ state }: { state: ReportState }) {
  if (state === 'generando') return <CircularProgress size={20} />;
  const [path, color] = state === 'listo' ? [DONE, 'success'] : state === 'error' ? [FAILED, 'error'] : [WAITING, 'disabled'];
  return (
    <SvgIcon color={color as 'success' | 'error' | 'disabled'} fontSize="small">
      <path d={path} />
    </SvgIcon>
  );
}

export interface ReportProgressProps {
  job: Pick<ReportJob, 'status' | 'running' | 'downloading' | 'error' | 'downloadItem'>;
  /** data-testid of the block (default 'report-progress'). */
  testId?: string;
}

/**
 * The state of a report job: 'Generando Documento....' while it runs, each part of a multi-part
 * document with its state (and its error, or a 'Descargar' button once finished), and the job's
 * failure as an alert. Items carry data-testid `report-item-<index>` and data-state.
 */
export function ReportProgress({ job, testId = 'report-progress' }: ReportProgressProps) {
  const items = job.status?.progress.items ?? [];
  const total = job.status?.progress.total ?? 0;
  const done = job.status?.progress.done ?? 0;
  const generating = job.running && job.status?.state !== 'listo' && job.status?.state !== 'error';
  return (
    <Box data-testid={testId}>
      {generating ? (
        <Box sx={{ my: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {reports.generating}
          </Typography>
          <LinearProgress variant={total > 0 ? 'determinate' : 'indeterminate'} value={total > 0 ? (done / total) * 100 : undefined} />
        </Box>
      ) : null}
      {items.length > 0 ? (
        <List dense disablePadding>
          {items.map((item, index) => (
            <ListItem
              key={`${index}-${item.label}`}
              data-testid={`report-item-${index}`}
              data-state={item.state}
              disableGutters
              secondaryAction={
                item.state === 'listo' && item.fileName ? (
                  <Button size="small" disabled={job.downloading} onClick={() => void job.downloadItem(index)}>
                    {reports.download}
                  </Button>
                ) : null
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <StateIcon state={item.state} />
              </ListItemIcon>
              <ListItemText
                primary={item.label}
                secondary={item.state === 'error' ? (item.error ?? reports.unexpected) : reports.itemStates[item.state]}
                slotProps={{ secondary: { color: item.state === 'error' ? 'error' : 'text.secondary' } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {job.error ? (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="report-error">
          {job.error}
        </Alert>
      ) : null}
    </Box>
  );
}
