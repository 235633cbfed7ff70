import type { InformeRequest } from '@insp/contracts';
import { reports } from '@insp/messages';
import { observaciones } from '@insp/messages/revisiones';
import { DOWNLOAD_NOTICE_MS } from '@insp/mf-kit';
import { useRemoteProps } from '@insp/ui/components';
import { useReportJob } from '@insp/ui/reports';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';

export interface ExcelButtonProps {
  companyId: string;
  /** The report job to ask for ('excel-listado' or 'excel-resumen' with the current filters). */
  request: InformeRequest;
  label: string;
  testId: string;
}

/**
 * 'Generar Excel' (spec 001 §2): asks the service for the workbook, says 'Descargando' (§8 snackbar, 6 s)
 * and saves the xlsx once generated; disabled meanwhile (§4), failures in the snackbar.
 */
export function ExcelButton({ companyId, request, label, testId }: ExcelButtonProps) {
  const { notify } = useRemoteProps();
  const job = useReportJob('revisiones', companyId);
  useEffect(() => {
    if (job.error) notify('error', job.error);
  }, [job.error, notify]);
  const generate = async () => {
    if (await job.start(request)) notify('info', observaciones.downloading, { durationMs: DOWNLOAD_NOTICE_MS });
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void generate()}
      disabled={job.running}
      startIcon={job.running ? <CircularProgress size={16} /> : undefined}
      data-testid={testId}
    >
      {job.running ? reports.generating : label}
    </Button>
  );
}
