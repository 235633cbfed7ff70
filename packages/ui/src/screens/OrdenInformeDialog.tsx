import type { OrdenInforme } from '@insp/contracts';
import type { GatewayService } from '@insp/mf-kit';
import { ReportProgress, type ReportRequest, useReportJob } from '@insp/ui/reports';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

import { useFullScreenDialog } from './dialogs.ts';

/** The module's texts: 'Ordenar por:', 'Por subcontrato', 'Por recinto', 'Cerrar'. */
export interface OrdenInformeLabels {
  titulo: string;
  porSubcontrato: string;
  porRecinto: string;
  cerrar: string;
}

export interface OrdenInformeDialogProps {
  service: GatewayService;
  companyId: string;
  /** The list's name, under the title. */
  listado: string;
  /** The report the module asks for in the chosen order (`{kind, ...params}`). */
  request: (orden: OrdenInforme) => ReportRequest;
  labels: OrdenInformeLabels;
  onClose: () => void;
}

/**
 * A listados row's 'Solicitar informe' (spec 001 §2 'report ordering'): 'Ordenar por:' 'Por
 * subcontrato' or 'Por recinto' asks for the module's list document in that order, which is
 * downloaded when ready (a one-part job's part as well); 'Cerrar'. Everything is disabled while the
 * job runs; a refusal (the 409 of one summary at a time) shows as an alert.
 */
export function OrdenInformeDialog({ service, companyId, listado, request, labels: t, onClose }: OrdenInformeDialogProps) {
  const fullScreen = useFullScreenDialog();
  const job = useReportJob(service, companyId);
  const { status, downloadItem } = job;
  // a module whose list document is a one-part job (one PDF per list) gets it saved like a single document
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (!status || status.state !== 'listo' || status.fileName || saved.current === status.id) return;
    const [only, ...rest] = status.progress.items;
    if (!only || rest.length > 0 || only.state !== 'listo' || !only.fileName) return;
    saved.current = status.id;
    void downloadItem(0);
  }, [status, downloadItem]);
  const ask = (orden: OrdenInforme) => void job.start(request(orden));
  return (
    <Dialog open onClose={job.running ? undefined : onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{t.titulo}</DialogTitle>
      <DialogContent data-testid="informe-dialog">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {listado}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" disabled={job.running} onClick={() => ask('subcontrato')}>
            {t.porSubcontrato}
          </Button>
          <Button variant="contained" disabled={job.running} onClick={() => ask('recinto')}>
            {t.porRecinto}
          </Button>
        </Stack>
        <ReportProgress job={job} testId="informe-progress" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={job.running}>
          {t.cerrar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
