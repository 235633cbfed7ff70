import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';
import { useFullScreenDialog } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const t = checklistRevisiones.listados.checklist;
const s = checklistRevisionesScreens.checklist;
const S = 'checklist-revisiones';

export interface ChecklistDialogProps {
  companyId: string;
  listado: cr.ListadoItem;
  onClose: () => void;
}

/**
 * 'select listado/checklist' (spec 001 §2): one of the company's checklist templates is copied into
 * the listado's recintos, subcontratos and errores tipo. Replacing one (or rooms already there)
 * needs 'Comprendo los riesgos.' ticked under the warning that ALL its observations are removed.
 */
export default function ChecklistDialog({ companyId, listado, onClose }: ChecklistDialogProps) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const disponibles = useEndpointQuery(S, cr.listadosEndpoints.checklistsDisponibles, { params: { companyId } }, { staleTime: 30_000 });
  const [chosen, setChosen] = useState('');
  const [comprendo, setComprendo] = useState(false);
  const replacing = listado.ChecklistId !== null || listado.Carpetas > 0;
  const params = { companyId, projectId: listado.projectId, revisionId: listado.revisionId, listadoId: listado.id };
  const assign = useEndpointMutation(S, cr.listadosEndpoints.asignarChecklist, {
    invalidates: () => [
      endpointKey(S, cr.listadosEndpoints.list, { companyId, projectId: listado.projectId, revisionId: listado.revisionId }),
      endpointKey(S, cr.listadosEndpoints.get, params),
      endpointKey(S, cr.recintosEndpoints.list, params),
      endpointKey(S, cr.revisionesEndpoints.list, { companyId, projectId: listado.projectId }),
      endpointKey(S, cr.proyectosEndpoints.list, { companyId }),
    ],
    onSuccess: (result) => {
      notify('success', result.message);
      onClose();
    },
    onError: (error) => notify('error', error.message),
  });
  const items = disponibles.data?.items ?? [];
  const ready = chosen !== '' && (!replacing || comprendo) && !assign.isPending;

  return (
    <Dialog open onClose={assign.isPending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {t.titulo}
        <Typography variant="body2" color="text.secondary">
          {listado.Nombre}
        </Typography>
      </DialogTitle>
      <DialogContent data-testid="checklist-dialog">
        {listado.ChecklistName ? (
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="checklist-actual">
            {s.actual(listado.ChecklistName)}
          </Typography>
        ) : null}
        {disponibles.isPending ? <LinearProgress /> : null}
        {disponibles.error ? <Alert severity="error">{checklistRevisiones.listados.errors.checklistsObtener}</Alert> : null}
        {disponibles.data && items.length === 0 ? <Typography color="text.secondary">{s.sinChecklists}</Typography> : null}
        <RadioGroup value={chosen} onChange={(event) => setChosen(event.target.value)} aria-label={t.campo}>
          {items.map((k) => (
            <FormControlLabel
              key={k.id}
              value={k.id}
              control={<Radio />}
              label={
                <span>
                  {k.Nombre}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {s.contenido(k.Recintos, k.Subcontratos, k.ErroresTipo)}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
        {replacing ? (
          <>
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="checklist-advertencia">
              {t.advertencia}
            </Alert>
            <FormControlLabel control={<Checkbox checked={comprendo} onChange={(event) => setComprendo(event.target.checked)} />} label={t.comprendo} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={assign.isPending}>
          {checklistRevisionesScreens.comunes.cancelar}
        </Button>
        <Button
          variant="contained"
          disabled={!ready}
          data-testid="checklist-asignar"
          onClick={() => assign.mutate({ params, body: { checklistId: chosen, ...(replacing ? { comprendoLosRiesgos: comprendo } : {}) } })}
        >
          {s.asignar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
