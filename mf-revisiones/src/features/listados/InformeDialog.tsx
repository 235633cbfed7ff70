import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListadoItem, OrdenInforme } from '@insp/contracts';
import { revisiones } from '@insp/messages/revisiones';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { useFullScreenDialog } from '../../shared/dialogs.ts';

const t = revisiones.listados.informe;

export interface InformeDialogProps {
  companyId: string;
  listado: ListadoItem;
  onClose: () => void;
}

/**
 * 'Solicitar informe' (spec 001 §2, §7): 'Ordenar por:' 'Por subcontrato' or 'Por recinto' asks for
 * the 'resumen-listado' document, which is downloaded when ready; 'Cerrar'. One summary at a time:
 * the 409 shows as an alert.
 */
export default function InformeDialog({ companyId, listado, onClose }: InformeDialogProps) {
  const fullScreen = useFullScreenDialog();
  const job = useReportJob('revisiones', companyId);
  const request = (orden: OrdenInforme) =>
    void job.start({ kind: 'resumen-listado', projectId: listado.projectId, revisionId: listado.revisionId, listadoId: listado.id, orden });
  return (
    <Dialog open onClose={job.running ? undefined : onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{t.titulo}</DialogTitle>
      <DialogContent data-testid="informe-dialog">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {listado.Nombre}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" disabled={job.running} onClick={() => request('subcontrato')}>
            {t.porSubcontrato}
          </Button>
          <Button variant="contained" disabled={job.running} onClick={() => request('recinto')}>
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
