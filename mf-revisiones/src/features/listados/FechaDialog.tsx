import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { listadosEndpoints, type ListadoItem } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { useFullScreenDialog } from '../../shared/dialogs.ts';
import { inputDate } from '../../shared/format.ts';

const t = revisiones.listados.fechas;
const s = revisionesScreens.listados;

export interface FechaDialogProps {
  companyId: string;
  listado: ListadoItem;
  /** Which date: the proposed or the real one. */
  which: 'propuesta' | 'real';
  onClose: () => void;
}

/**
 * The proposed / real date of a listado (spec 001 §2): 'Agregar' appears only once a date is
 * chosen; 'Fecha asignada correctamente' the first time, 'Fecha editada correctamente' after.
 */
export default function FechaDialog({ companyId, listado, which, onClose }: FechaDialogProps) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const current = which === 'propuesta' ? listado.FechaPropuesta : listado.FechaReal;
  const [fecha, setFecha] = useState(inputDate(current));
  const endpoint = which === 'propuesta' ? listadosEndpoints.fechaPropuesta : listadosEndpoints.fechaReal;
  const save = useEndpointMutation('revisiones', endpoint, {
    invalidates: () => [endpointKey('revisiones', listadosEndpoints.list, { companyId, projectId: listado.projectId, revisionId: listado.revisionId })],
    onSuccess: () => {
      notify('success', current ? t.editada : t.asignada);
      onClose();
    },
    onError: (error) => notify('error', error.message),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{which === 'propuesta' ? s.fechaPropuestaTitulo : s.fechaRealTitulo}</DialogTitle>
      <DialogContent data-testid="fecha-dialog">
        <TextField
          type="date"
          label={s.fecha}
          value={fecha}
          onChange={(event) => setFecha(event.target.value)}
          fullWidth
          margin="dense"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'fecha-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{revisionesScreens.comunes.cancelar}</Button>
        {fecha ? (
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() => save.mutate({ params: { companyId, projectId: listado.projectId, revisionId: listado.revisionId, listadoId: listado.id }, body: { Fecha: fecha } })}
          >
            {t.agregar}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
