import { type NeoProyecto, neoProyectosEndpoints } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { useFullScreenDialog } from '@insp/ui/screens';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

const s = neoScreens.proyectos.dialogs;

/** §5: 'Eliminar' is enabled only when the typed name equals the project's name; deleted projects never come back. */
export default function DeleteProjectDialog({ companyId, project, onClose }: { companyId: string; project: NeoProyecto; onClose: () => void }) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const [typed, setTyped] = useState('');
  const remove = useEndpointMutation('neo', neoProyectosEndpoints.remove, {
    invalidates: () => [endpointKey('neo', neoProyectosEndpoints.list, { companyId })],
    onSuccess: () => {
      notify('success', neo.proyectos.success.eliminado);
      onClose();
    },
    onError: (error) => notify('error', error.message),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} data-testid="delete-project-dialog">
      <DialogTitle>{s.eliminarTitulo(project.Nombre)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{s.eliminarTexto(project.Nombre)}</DialogContentText>
        <TextField
          fullWidth
          size="small"
          label={s.eliminarCampo}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'confirmar-nombre' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{neoScreens.comunes.cancelar}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={typed !== project.Nombre || remove.isPending}
          onClick={() => remove.mutate({ params: { companyId, projectId: project.id } })}
          data-testid="confirmar-eliminar"
        >
          {neoScreens.comunes.eliminar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
