import {
  NEO_MAX_ESPACIOS_POR_TIPO,
  type NeoEspacio,
  NeoEspaciosCreateBody,
  neoEspaciosEndpoints,
  type NeoProyecto,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { nameKey } from '@insp/domain';
import { espaciosPorDefectoOT, neo, neoScreens } from '@insp/messages/neo';
import { ConfirmDialog, useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';
import { CheckIcon, CloseIcon, DeleteIcon, EditIcon, useFullScreenDialog } from '@insp/ui/screens';
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
import { useState } from 'react';

import { useNeo } from './context.ts';

const s = neoScreens.espacios;
const t = neo.espacios;

export interface EspaciosDialogProps {
  companyId: string;
  project: NeoProyecto;
  onClose: () => void;
}

/** The contract's messages per type (a count over the cap) and for the whole request (too many types or spaces). */
function countErrors(Espacios: Record<string, number>): { porTipo: Record<string, string>; general: string | null } {
  const result = NeoEspaciosCreateBody.safeParse({ Espacios });
  const porTipo: Record<string, string> = {};
  let general: string | null = null;
  if (result.success) return { porTipo, general };
  for (const issue of result.error.issues) {
    const tipo = issue.path[1];
    if (typeof tipo === 'string') porTipo[tipo] ??= issue.message;
    else general ??= issue.message;
  }
  return { porTipo, general };
}

/**
 * 'Crear espacios' (spec 002 §2, §4, §5): a count per space type (the project type's default set,
 * plus types added by name, unique ignoring case and accents) generates '{type} {n}'; existing spaces
 * are not added again. A count over the cap, a type spelled like another and a name already taken
 * show on their field. Below, the project's spaces with inline rename ('No puede ir en blanco.', the
 * same name ignored) and delete with the §8 warnings. Nothing changes while the project is started,
 * or for a company user.
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
  /** What the service refused: on a type's count field, or above the create button. */
  const [createError, setCreateError] = useState<{ tipo: string | null; message: string } | null>(null);
  const [editing, setEditing] = useState<{ id: string; value: string; error: string | null } | null>(null);
  const [deleting, setDeleting] = useState<NeoEspacio | null>(null);

  const invalidates = () => [endpointKey('neo', neoEspaciosEndpoints.list, params), endpointKey('neo', neoProyectosEndpoints.list, { companyId })];
  const failed = (error: Error) => notify('error', error.message);
  const create = useEndpointMutation('neo', neoEspaciosEndpoints.create, {
    invalidates,
    onSuccess: (r) => {
      setCreateError(null);
      notify('success', r.message);
    },
    onError: (error, input) => {
      // 'Ya existe un tipo de espacio con el nombre X.': on the field of the type spelled like X
      const tipo = Object.keys(input.body.Espacios).find((name) => nameKey(error.message) === nameKey(t.errors.tipoDuplicado(name))) ?? null;
      setCreateError({ tipo, message: error.message });
      failed(error);
    },
  });
  const rename = useEndpointMutation('neo', neoEspaciosEndpoints.rename, {
    invalidates,
    onSuccess: (r) => {
      notify('success', r.message);
      setEditing(null);
    },
    // a name taken (409) or refused (400) shows on the rename field
    onError: (error) => setEditing((current) => (current ? { ...current, error: error.message } : current)),
  });
  const remove = useEndpointMutation('neo', neoEspaciosEndpoints.remove, { invalidates, onSuccess: (r) => notify('success', r.message), onError: failed });

  const espacios = list.data?.items ?? [];
  const addTipo = () => {
    const name = nuevoTipo.trim();
    if (!name) {
      setNuevoTipoError(t.validation.requerido);
      return;
    }
    const same = tipos.find((tipo) => nameKey(tipo) === nameKey(name));
    if (same !== undefined && same !== name) {
      setNuevoTipoError(t.errors.tipoDuplicado(same));
      return;
    }
    setNuevoTipoError(null);
    if (same === undefined) setTipos([...tipos, name]);
    setNuevoTipo('');
  };
  const requested = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  const invalid = countErrors(requested);
  const errorOf = (tipo: string): string | undefined => invalid.porTipo[tipo] ?? (createError?.tipo === tipo ? createError.message : undefined);
  const generalError = invalid.general ?? (createError && createError.tipo === null ? createError.message : null);
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
                onChange={(event) => {
                  setCreateError(null);
                  setCounts({ ...counts, [tipo]: Math.max(0, Math.floor(Number(event.target.value) || 0)) });
                }}
                error={Boolean(errorOf(tipo))}
                helperText={errorOf(tipo)}
                slotProps={{ htmlInput: { min: 0, max: NEO_MAX_ESPACIOS_POR_TIPO, step: 1, 'data-testid': `cantidad-${tipo}` } }}
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
            {generalError ? (
              <Alert severity="error" sx={{ my: 1 }} data-testid="crear-espacios-error">
                {generalError}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              disabled={Object.keys(requested).length === 0 || create.isPending || Object.keys(invalid.porTipo).length > 0 || invalid.general !== null}
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
