import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { neoEspaciosEndpoints, neoProyectosEndpoints, type NeoEspacio, type NeoProyecto } from '@insp/contracts/neo';
import { espaciosPorDefectoOT, neo, neoScreens } from '@insp/messages/neo';
import { ConfirmDialog, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';
import { CheckIcon, CloseIcon, DeleteIcon, EditIcon, useFullScreenDialog } from '@insp/ui/screens';
import { useNeo } from './context.ts';

const s = neoScreens.espacios;
const t = neo.espacios;

export interface EspaciosDialogProps {
  companyId: string;
  project: NeoProyecto;
  onClose: () => void;
}

/**
 * 'Crear espacios' (spec 002 §2, §4, §5): a count per space type (the project type's default set,
 * plus types added by name) generates '{type} {n}'; existing spaces are not added again. Below, the
 * project's spaces with inline rename ('No puede ir en blanco.', the same name ignored) and delete
 * with the §8 warnings. Nothing changes while the project is started, or for a company user.
 */
export default function EspaciosDialog({ companyId, project, onClose }: EspaciosDialogProps) {
  const { notify } = useRemoteProps();
  const { manager } = useNeo();
  const fullScreen = useFullScreenDialog();
  const params = { companyId, projectId: project.id };
  const list = useEndpointQuery('neo', neoEspaciosEndpoints.list, { params });
  const locked = !manager || project.ProyectoIniciado || project.Eliminado;
  const defaults: readonly string[] = espaciosPorDefectoOT[project.Tipo];
  const [tipos, setTipos] = useState<string[]>(() => [...new Set([...defaults, ...Object.keys(project.Espacios)])]);
  const [counts, setCounts] = useState<Record<string, number>>(() => ({ ...project.Espacios }));
  const [nuevoTipo, setNuevoTipo] = useState('');
  const [nuevoTipoError, setNuevoTipoError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; value: string; error: string | null } | null>(null);
  const [deleting, setDeleting] = useState<NeoEspacio | null>(null);

  const invalidates = () => [endpointKey('neo', neoEspaciosEndpoints.list, params), endpointKey('neo', neoProyectosEndpoints.list, { companyId })];
  const failed = (error: Error) => notify('error', error.message);
  const create = useEndpointMutation('neo', neoEspaciosEndpoints.create, { invalidates, onSuccess: (r) => notify('success', r.message), onError: failed });
  const rename = useEndpointMutation('neo', neoEspaciosEndpoints.rename, {
    invalidates,
    onSuccess: (r) => {
      notify('success', r.message);
      setEditing(null);
    },
    onError: failed,
  });
  const remove = useEndpointMutation('neo', neoEspaciosEndpoints.remove, { invalidates, onSuccess: (r) => notify('success', r.message), onError: failed });

  const espacios = list.data?.items ?? [];
  const addTipo = () => {
    const name = nuevoTipo.trim();
    if (!name) {
      setNuevoTipoError(t.validation.requerido);
      return;
    }
    setNuevoTipoError(null);
    if (!tipos.includes(name)) setTipos([...tipos, name]);
    setNuevoTipo('');
  };
  const requested = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  const saveRename = (espacio: NeoEspacio) => {
    if (!editing) return;
    const value = editing.value.trim();
    if (!value) {
      setEditing({ ...editing, error: t.validation.enBlanco });
      return;
    }
    // §5: renaming to the same name is ignored
    if (value === espacio.Nombre) {
      setEditing(null);
      return;
    }
    rename.mutate({ params: { ...params, espacioId: espacio.id }, body: { Nombre: value } });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} data-testid="espacios-dialog">
      <DialogTitle>{s.dialogTitulo(project.Nombre)}</DialogTitle>
      <DialogContent>
        {project.ProyectoIniciado ? (
          <Alert severity="info" sx={{ mb: 1 }} data-testid="espacios-bloqueados">
            {s.bloqueado}
          </Alert>
        ) : null}
        {locked ? null : (
          <Box data-testid="crear-espacios">
            <Typography variant="subtitle2">{s.crear}</Typography>
            {tipos.map((tipo) => (
              <TextField
                key={tipo}
                type="number"
                size="small"
                margin="dense"
                fullWidth
                label={s.cantidad(tipo)}
                value={counts[tipo] ?? 0}
                onChange={(event) => setCounts({ ...counts, [tipo]: Math.max(0, Math.floor(Number(event.target.value) || 0)) })}
                slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': `cantidad-${tipo}` } }}
              />
            ))}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
              <TextField
                size="small"
                fullWidth
                label={s.tipoNuevo}
                value={nuevoTipo}
                onChange={(event) => setNuevoTipo(event.target.value)}
                error={Boolean(nuevoTipoError)}
                helperText={nuevoTipoError ?? ' '}
                slotProps={{ htmlInput: { 'data-testid': 'nuevo-tipo' } }}
              />
              <Button variant="outlined" onClick={addTipo} data-testid="agregar-tipo">
                {s.agregarTipo}
              </Button>
            </Stack>
            <Button
              variant="contained"
              disabled={Object.keys(requested).length === 0 || create.isPending}
              onClick={() => create.mutate({ params, body: { Espacios: requested } })}
              data-testid="crear-espacios-boton"
            >
              {s.crear}
            </Button>
            <Divider sx={{ my: 2 }} />
          </Box>
        )}
        <Typography variant="subtitle2">{s.existentes}</Typography>
        {list.error ? <Alert severity="error">{list.error.message}</Alert> : null}
        {!list.isPending && espacios.length === 0 ? <Typography color="text.secondary">{s.ninguno}</Typography> : null}
        <List dense data-testid="espacios-lista">
          {espacios.map((e) => (
            <ListItem
              key={e.id}
              disableGutters
              data-testid={`espacio-${e.id}`}
              secondaryAction={
                locked ? null : editing?.id === e.id ? (
                  <>
                    <IconButton size="small" aria-label={neoScreens.comunes.guardar} onClick={() => saveRename(e)}>
                      <CheckIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={neoScreens.comunes.cancelar} onClick={() => setEditing(null)}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </>
                ) : (
                  <>
                    <IconButton size="small" aria-label={s.renombrar(e.Nombre)} onClick={() => setEditing({ id: e.id, value: e.Nombre, error: null })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={s.eliminarDe(e.Nombre)} onClick={() => setDeleting(e)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                )
              }
            >
              {editing?.id === e.id ? (
                <TextField
                  size="small"
                  autoFocus
                  value={editing.value}
                  onChange={(event) => setEditing({ ...editing, value: event.target.value, error: null })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') saveRename(e);
                  }}
                  error={Boolean(editing.error)}
                  helperText={editing.error ?? ' '}
                  sx={{ mr: 10 }}
                  slotProps={{ htmlInput: { 'data-testid': 'renombrar-espacio' } }}
                />
              ) : (
                <Typography>{e.Nombre}</Typography>
              )}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{neoScreens.comunes.cerrar}</Button>
      </DialogActions>
      <ConfirmDialog
        open={deleting !== null}
        title={s.eliminarTitulo}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ params: { ...params, espacioId: deleting.id } });
        }}
      >
        <Typography data-testid="eliminar-espacio-aviso">{deleting && deleting.Asignaciones > 0 ? t.warnings.asignado : t.warnings.eliminar}</Typography>
      </ConfirmDialog>
    </Dialog>
  );
}
