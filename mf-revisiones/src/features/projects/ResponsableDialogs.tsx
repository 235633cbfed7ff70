import { useState } from 'react';
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
import { proyectosEndpoints, type ProyectoItem, type UsuarioRevisiones } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { useFullScreenDialog } from '../../shared/dialogs.ts';
import { useUsuariosRevisiones } from '../../shared/usuarios.ts';

const t = revisiones.proyectos;
const s = revisionesScreens;

const userLabel = (u: UsuarioRevisiones) => (u.Cargo ? `${u.NombreCompleto} (${u.Cargo})` : u.NombreCompleto);

export interface ResponsableDialogProps {
  companyId: string;
  project: ProyectoItem;
  onClose: () => void;
}

function useProjectWrite<E extends typeof proyectosEndpoints.setResponsable | typeof proyectosEndpoints.setResponsables>(companyId: string, endpoint: E, onClose: () => void) {
  const { notify } = useRemoteProps();
  return useEndpointMutation('revisiones', endpoint, {
    invalidates: (input) => [endpointKey('revisiones', proyectosEndpoints.list, { companyId }), endpointKey('revisiones', proyectosEndpoints.get, input.params)],
    onSuccess: () => {
      notify('success', t.success.actualizado);
      onClose();
    },
    onError: (error) => notify('error', error.message),
  });
}

/** 'Elige al responsable' (spec 001 §2, §5: a selection is required; users with the Revisiones flag only). */
export function ResponsableDialog({ companyId, project, onClose }: ResponsableDialogProps) {
  const fullScreen = useFullScreenDialog();
  const usuarios = useUsuariosRevisiones(companyId);
  const [chosen, setChosen] = useState<string>(project.Responsable?.id ?? '');
  const save = useProjectWrite(companyId, proyectosEndpoints.setResponsable, onClose);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{t.dialogs.elegirResponsable}</DialogTitle>
      <DialogContent data-testid="responsable-dialog">
        {usuarios.loading ? <LinearProgress /> : null}
        {usuarios.error ? <Alert severity="error">{usuarios.error}</Alert> : null}
        {!usuarios.loading && usuarios.items.length === 0 ? <Typography color="text.secondary">{s.proyectos.sinUsuarios}</Typography> : null}
        <RadioGroup value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {usuarios.items.map((u) => (
            <FormControlLabel key={u.id} value={u.id} control={<Radio />} label={userLabel(u)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{s.comunes.cancelar}</Button>
        <Button
          variant="contained"
          disabled={!chosen || save.isPending}
          onClick={() => save.mutate({ params: { companyId, projectId: project.id }, body: { userId: chosen } })}
        >
          {s.comunes.guardar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Asignar responsables' ('Encargados'): the company users who see the project; only users with the Revisiones flag are offered. */
export function ResponsablesDialog({ companyId, project, onClose }: ResponsableDialogProps) {
  const fullScreen = useFullScreenDialog();
  const usuarios = useUsuariosRevisiones(companyId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(project.Responsables));
  const save = useProjectWrite(companyId, proyectosEndpoints.setResponsables, onClose);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const offered = new Set(usuarios.items.map((u) => u.id));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle>{t.dialogs.asignarResponsables}</DialogTitle>
      <DialogContent data-testid="responsables-dialog">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {s.proyectos.asignarAyuda}
        </Typography>
        {usuarios.loading ? <LinearProgress /> : null}
        {usuarios.error ? <Alert severity="error">{usuarios.error}</Alert> : null}
        {usuarios.items.map((u) => (
          <FormControlLabel
            key={u.id}
            sx={{ display: 'flex' }}
            control={<Checkbox checked={chosen.has(u.id)} onChange={(event) => toggle(u.id, event.target.checked)} />}
            label={userLabel(u)}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{s.comunes.cancelar}</Button>
        <Button
          variant="contained"
          disabled={usuarios.loading || save.isPending}
          // ids of users who lost the flag are dropped: the service refuses them
          onClick={() => save.mutate({ params: { companyId, projectId: project.id }, body: { Responsables: [...chosen].filter((id) => offered.has(id)) } })}
        >
          {s.comunes.guardar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
