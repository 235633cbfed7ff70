import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

import type { ReportProgressProps } from './ReportProgress.tsx';

const ProgressList = lazy(() => import('./ReportProgress.tsx').then((m) => ({ default: m.ReportProgress })));

/**
 * The state of a report job (ReportProgress.tsx). While no job runs, has parts or failed, it is the
 * same empty block without downloading the progress list: a screen with a 'Generar' action (the
 * projects list, issue 19 §5) does not carry the list's code until the user asks for a report.
 */
export function ReportProgress(props: ReportProgressProps) {
  const { job, testId = 'report-progress' } = props;
  const idle = !job.running && !job.error && (job.status?.progress.items.length ?? 0) === 0;
  const empty = <Box data-testid={testId} />;
  if (idle) return empty;
  return (
    <Suspense fallback={empty}>
      <ProgressList {...props} />
    </Suspense>
  );
}
