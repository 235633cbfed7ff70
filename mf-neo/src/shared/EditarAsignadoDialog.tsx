import { neoAsignacionesEndpoints, type NeoAsignado, NeoAsignadoUpdateBody, neoChecklistsEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { useFullScreenDialog } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';

import { CantidadField } from './CantidadField.tsx';
import { RevisoresSlots } from './RevisoresSlots.tsx';
import { useUsuariosOT } from './usuarios.ts';
import { fieldErrors } from './zod-errors.ts';

const s = neoScreens.asignar;

export interface EditarAsignadoDialogProps {
  companyId: string;
  projectId: string;
  asignado: NeoAsignado;
  onClose: () => void;
}

/** Complete / edit an assigned space (spec 002 §2): quantity (min 1, not below the units its sheets use), the assigned switch and 1-6 reviewers. */
export function EditarAsignadoDialog({ companyId, projectId, asignado, onClose }: EditarAsignadoDialogProps) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const usuarios = useUsuariosOT(companyId);
  const [cantidad, setCantidad] = useState<string>(String(asignado.Cantidad));
  const [activo, setActivo] = useState(asignado.Asignado);
  const [revisores, setRevisores] = useState<string[]>(asignado.Revisores.map((r) => r.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const params = { companyId, projectId, checklistId: asignado.checklistId };
  const update = useEndpointMutation('neo', neoAsignacionesEndpoints.update, {
    invalidates: () => [endpointKey('neo', neoAsignacionesEndpoints.list, params), endpointKey('neo', neoChecklistsEndpoints.list, { companyId, projectId })],
    onSuccess: (r) => {
      notify('success', r.message);
      onClose();
    },
    onError: (error) => {
      notify('error', error.message);
      setErrors({ '': error.message });
    },
  });
  const body = { Cantidad: cantidad === '' ? undefined : Number(cantidad), Asignado: activo, Revisores: revisores };
  const save = () => {
    const found = fieldErrors(NeoAsignadoUpdateBody, body);
    // The service refuses it too (409, counted at that moment); shown here on the field before the round trip.
    const lowered = Number(cantidad);
    if (!found.Cantidad && lowered < asignado.Cantidad && lowered < asignado.UnidadesUsadas)
      found.Cantidad = neo.asignaciones.errors.cantidadBajoUsadas(asignado.UnidadesUsadas);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({ params: { ...params, asignadoId: asignado.id }, body: { Cantidad: Number(cantidad), Asignado: activo, Revisores: revisores } });
  };
  const eliminado = asignado.Revisores.filter((r) => r.Eliminado);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} data-testid="editar-asignado-dialog">
      <DialogTitle>{s.editarTitulo(asignado.Nombre)}</DialogTitle>
      <DialogContent>
        {errors[''] ? <Alert severity="error">{errors['']}</Alert> : null}
        <CantidadField value={cantidad} error={errors.Cantidad} onChange={setCantidad} />
        <FormControlLabel control={<Switch checked={activo} onChange={(event) => setActivo(event.target.checked)} />} label={s.asignado} />
        <RevisoresSlots value={revisores} onChange={setRevisores} usuarios={usuarios.items} extra={eliminado} error={errors.Revisores} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{neoScreens.comunes.cancelar}</Button>
        <Button variant="contained" disabled={update.isPending} onClick={save} data-testid="guardar-asignado">
          {neoScreens.comunes.guardar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
