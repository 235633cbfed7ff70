import type { NeoDocumentRequest, NeoProyecto, TipoChecklistOT } from '@insp/contracts/neo';
import { neoScreens, tiposChecklistOT } from '@insp/messages/neo';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { useFullScreenDialog } from '@insp/ui/screens';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

const s = neoScreens.proyectos.dialogs;

/**
 * 'Resumen de respuestas' (§2 'choose checklist type for the summary Excel'): the responses Excel of
 * the project and type as a report job; one summary at a time (the service answers 409 'Un documento
 * ya se está generando. Espera un minuto, por favor.', shown under the button).
 */
export default function ResumenRespuestasDialog({ companyId, project, onClose }: { companyId: string; project: NeoProyecto; onClose: () => void }) {
  const fullScreen = useFullScreenDialog();
  const [tipo, setTipo] = useState<TipoChecklistOT>('Obra Gruesa');
  const job = useReportJob('neo', companyId);
  const request: NeoDocumentRequest = { kind: 'neo-resumen-respuestas', projectId: project.id, tipo };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen} data-testid="resumen-dialog">
      <DialogTitle>{s.resumenTitulo}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          margin="dense"
          id="resumen-tipo"
          label={s.resumenTipo}
          value={tipo}
          onChange={(event) => setTipo(event.target.value as TipoChecklistOT)}
        >
          {tiposChecklistOT.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <ReportProgress job={job} testId="resumen-progress" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{neoScreens.comunes.cerrar}</Button>
        <Button variant="contained" disabled={job.running} onClick={() => void job.start(request)} data-testid="generar-resumen">
          {s.generar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
