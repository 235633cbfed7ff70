import {
  neoAsignacionesEndpoints,
  type NeoAsignado,
  NeoAsignarBody,
  type NeoChecklist,
  neoChecklistsEndpoints,
  neoEspaciosEndpoints,
} from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import { toggled } from '@insp/ui';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';
import { useFullScreenDialog } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { CantidadField } from '../../shared/CantidadField.tsx';
import { EditarAsignadoDialog } from '../../shared/EditarAsignadoDialog.tsx';
import { Progreso } from '../../shared/Progreso.tsx';
import { RevisoresSlots } from '../../shared/RevisoresSlots.tsx';
import { useUsuariosOT } from '../../shared/usuarios.ts';
import { fieldErrors } from '../../shared/zod-errors.ts';

const s = neoScreens.asignar;

export interface AsignarEspaciosDialogProps {
  companyId: string;
  projectId: string;
  checklist: NeoChecklist;
  onClose: () => void;
}

/**
 * 'Asignar espacios' (spec 002 §2, §5): tab 'Espacios disponibles' — the project's spaces not yet on
 * the checklist, with select-all, a quantity (min 1, 'Debe ser mayor que 0.') and 1-6 reviewers
 * ('Debes seleccionar al menos un revisor.'); tab 'Espacios asignados' — each with its progress
 * (colour relative to the checklist's goal), edit, and deactivate / reactivate.
 */
export default function AsignarEspaciosDialog({ companyId, projectId, checklist, onClose }: AsignarEspaciosDialogProps) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const [tab, setTab] = useState<'disponibles' | 'asignados'>('disponibles');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [cantidad, setCantidad] = useState('1');
  const [revisores, setRevisores] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<NeoAsignado | null>(null);
  const params = { companyId, projectId, checklistId: checklist.id };
  const espacios = useEndpointQuery('neo', neoEspaciosEndpoints.list, { params: { companyId, projectId } });
  const asignados = useEndpointQuery('neo', neoAsignacionesEndpoints.list, { params });
  const usuarios = useUsuariosOT(companyId);
  const invalidates = () => [
    endpointKey('neo', neoAsignacionesEndpoints.list, params),
    endpointKey('neo', neoChecklistsEndpoints.list, { companyId, projectId }),
  ];
  const assign = useEndpointMutation('neo', neoAsignacionesEndpoints.assign, {
    invalidates,
    onSuccess: (r) => {
      notify('success', r.message);
      setSelected(new Set());
      setTab('asignados');
    },
    onError: (error) => notify('error', error.message),
  });
  const toggleActive = useEndpointMutation('neo', neoAsignacionesEndpoints.deactivate, {
    invalidates,
    onSuccess: (r) => notify('success', r.message),
    onError: (error) => notify('error', error.message),
  });
  const reactivate = useEndpointMutation('neo', neoAsignacionesEndpoints.update, {
    invalidates,
    onSuccess: (r) => notify('success', r.message),
    onError: (error) => notify('error', error.message),
  });

  const assignedIds = new Set((asignados.data?.items ?? []).map((a) => a.espacioId));
  const disponibles = (espacios.data?.items ?? []).filter((e) => !assignedIds.has(e.id));
  const allSelected = disponibles.length > 0 && disponibles.every((e) => selected.has(e.id));

  const toggle = (id: string, on: boolean) => setSelected((current) => toggled(current, id, on));
  const save = () => {
    const body = { espacioIds: [...selected], Cantidad: cantidad === '' ? undefined : Number(cantidad), Revisores: revisores };
    const found = fieldErrors(NeoAsignarBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    assign.mutate({ params, body: { espacioIds: [...selected], Cantidad: Number(cantidad), Revisores: revisores } });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} data-testid="asignar-espacios-dialog">
      <DialogTitle>{s.titulo(checklist.Nombre)}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_e, value: 'disponibles' | 'asignados') => setTab(value)} sx={{ mb: 1 }} variant="fullWidth">
          <Tab value="disponibles" label={s.disponibles} data-testid="tab-disponibles" />
          <Tab value="asignados" label={s.asignados} data-testid="tab-asignados" />
        </Tabs>
        {tab === 'disponibles' ? (
          <Box>
            {disponibles.length === 0 && !espacios.isPending ? <Typography color="text.secondary">{s.ninguno}</Typography> : null}
            {disponibles.length > 0 ? (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={allSelected}
                    indeterminate={!allSelected && selected.size > 0}
                    onChange={(event) => setSelected(event.target.checked ? new Set(disponibles.map((e) => e.id)) : new Set())}
                    slotProps={{ input: { 'aria-label': s.todos } }}
                  />
                }
                label={s.todos}
              />
            ) : null}
            <List dense sx={{ maxHeight: 240, overflowY: 'auto' }} data-testid="espacios-disponibles">
              {disponibles.map((e) => (
                <ListItem key={e.id} disableGutters disablePadding>
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={selected.has(e.id)}
                        onChange={(event) => toggle(e.id, event.target.checked)}
                        slotProps={{ input: { 'aria-label': e.Nombre } }}
                      />
                    }
                    label={e.Nombre}
                  />
                </ListItem>
              ))}
            </List>
            {errors.espacioIds ? (
              <Typography color="error" variant="caption" data-testid="espacios-error">
                {errors.espacioIds}
              </Typography>
            ) : null}
            <CantidadField value={cantidad} error={errors.Cantidad} onChange={setCantidad} />
            <RevisoresSlots value={revisores} onChange={setRevisores} usuarios={usuarios.items} error={errors.Revisores} />
          </Box>
        ) : (
          <List dense data-testid="espacios-asignados">
            {asignados.error ? <Alert severity="error">{asignados.error.message}</Alert> : null}
            {(asignados.data?.items ?? []).map((a) => (
              <ListItem key={a.id} disableGutters data-testid={`asignado-${a.id}`} sx={{ gap: 1, flexWrap: 'wrap', opacity: a.Asignado ? 1 : 0.6 }}>
                <Typography sx={{ flex: '1 1 140px' }}>{a.Nombre}</Typography>
                <Typography variant="body2" color="text.secondary">{`${a.CantidadCompletada}/${a.Cantidad}`}</Typography>
                <Box sx={{ flex: '1 1 140px' }}>
                  <Progreso value={a.Progreso} meta={a.MetaRevision} testId={`progreso-${a.id}`} />
                </Box>
                <Button size="small" onClick={() => setEditing(a)}>
                  {neoScreens.comunes.editar}
                </Button>
                {a.Asignado ? (
                  <Button
                    size="small"
                    color="warning"
                    disabled={toggleActive.isPending}
                    onClick={() => toggleActive.mutate({ params: { ...params, asignadoId: a.id } })}
                    data-testid={`desactivar-${a.id}`}
                  >
                    {s.desactivar}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    disabled={reactivate.isPending}
                    onClick={() =>
                      reactivate.mutate({
                        params: { ...params, asignadoId: a.id },
                        body: { Cantidad: a.Cantidad, Asignado: true, Revisores: a.Revisores.map((r) => r.id) },
                      })
                    }
                    data-testid={`reactivar-${a.id}`}
                  >
                    {s.reactivar}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{neoScreens.comunes.cerrar}</Button>
        {tab === 'disponibles' ? (
          <Button variant="contained" disabled={assign.isPending} onClick={save} data-testid="guardar-asignacion">
            {neoScreens.comunes.guardar}
          </Button>
        ) : null}
      </DialogActions>
      {editing ? <EditarAsignadoDialog companyId={companyId} projectId={projectId} asignado={editing} onClose={() => setEditing(null)} /> : null}
    </Dialog>
  );
}
