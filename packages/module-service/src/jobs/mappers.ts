import type { ReportStatus } from '@insp/contracts';

import type { Reporte } from './model.ts';

export function toReportStatus(job: Reporte): ReportStatus {
  return {
    id: job._id.toHexString(),
    kind: job.kind,
    state: job.state,
    progress: {
      done: job.progress.done,
      total: job.progress.total,
      items: job.progress.items.map((item) => ({
        label: item.label,
        state: item.state,
        ...(item.error ? { error: item.error } : {}),
        ...(item.fileId && item.fileName ? { fileName: item.fileName } : {}),
      })),
    },
    fileName: job.state === 'listo' ? job.fileName : null,
    error: job.state === 'error' ? job.error : null,
  };
}
