import type { ChecklistDetail } from '@insp/contracts';
import { adminScreens, checklists as texts } from '@insp/messages';
import { useRemoteData, useRemoteProps } from '@insp/ui/components';
import { SimpleCrudCard } from '@insp/ui/crud';
import { errorText, useCompactDialog } from '@insp/ui/forms';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import { useFederationProbe } from '../../probe.ts';
import { addErrorTipo, addSubcontratos, deleteErrorTipo, deleteSubcontrato, fetchCatalogNames, fetchChecklist, updateErrorTipo } from './api.ts';
import { ChecklistBreadcrumbs } from './ChecklistBreadcrumbs.tsx';
import { pageOf, useChecklistScope } from './scope.ts';

const t = adminScreens.checklists;

/** 'Agregar Subcontratos': a multi-select of the company's subcontractors (those present are skipped by the service). */
function AddSubcontratosDialog({ companyId, onClose, onSubmit }: { companyId: string; onClose: () => void; onSubmit: (names: string[]) => Promise<boolean> }) {
  const { api } = useRemoteProps();
  const options = useRemoteData(`subs:${companyId}`, () => fetchCatalogNames(api, companyId, 'subcontratos'));
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const compact = useCompactDialog();
  return (
    <Dialog open onClose={onClose} fullScreen={compact} slotProps={{ paper: { sx: { minWidth: { sm: 600 }, minHeight: 300 } } }}>
      <DialogTitle>{t.addSubcontratos}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          margin="dense"
          label={t.subcontratos}
          value={picked}
          onChange={(event) => {
            const value = event.target.value as unknown;
            setPicked(Array.isArray(value) ? value.map(String) : String(value).split(','));
          }}
          slotProps={{ select: { multiple: true } }}
        >
          {(options.data?.items ?? []).map((s) => (
            <MenuItem key={s.id} value={s.Nombre}>
              {s.Nombre}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{adminScreens.actions.cancel}</Button>
        <Button
          variant="contained"
          disabled={busy || picked.length === 0}
          onClick={async () => {
            setBusy(true);
            if (await onSubmit(picked)) onClose();
            setBusy(false);
          }}
        >
          {adminScreens.actions.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * …/Recintos/:recintoId/Subcontratos: left 'Subcontratos' (Nombre, Errores Tipo, Eliminar, Errores
 * Tipo), right 'Errores Tipo - {name}' or 'Ningun subcontrato seleccionado'.
 */
export function SubcontratosScreen() {
  useFederationProbe();
  const { api, notify } = useRemoteProps();
  const { pathname } = useLocation();
  const { companyId, base } = useChecklistScope();
  const params = useParams();
  const checklistId = params.checklistId ?? '';
  const recintoId = params.recintoId ?? '';
  const cid = companyId ?? '';
  const [version, setVersion] = useState(0);
  const [detailOverride, setDetail] = useState<ChecklistDetail | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const loaded = useRemoteData(`${checklistId}:${version}`, () => fetchChecklist(api, cid, checklistId), checklistId);
  const detail = detailOverride ?? loaded.data;
  const recinto = detail?.ItemsRecintos.find((r) => r.id === recintoId) ?? null;
  const selected = recinto?.Subcontratos.find((s) => s.id === selectedId) ?? null;
  /** Mutations answer the whole checklist: show it at once. */
  const apply = async (call: () => Promise<{ message: string; checklist: ChecklistDetail }>) => {
    const answer = await call();
    setDetail(answer.checklist);
    return answer;
  };

  return (
    <div data-testid="module-screen-admin">
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {[t.title, detail?.Nombre ?? '', recinto?.Nombre ?? '', selected?.Nombre].filter((x) => x !== undefined).join(' / ')}
      </Typography>
      <ChecklistBreadcrumbs
        sx={{ mb: 2 }}
        companyLabel={adminScreens.config.tabs.empresa}
        links={[{ label: detail?.Nombre ?? t.recintos, path: `${base}/${checklistId}/Recintos` }]}
        current={recinto?.Nombre ?? ''}
      />
      {loaded.error ? <Typography color="error">{loaded.error}</Typography> : null}
      {recinto ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SimpleCrudCard
              title={t.subcontratos}
              testId="checklist-subcontratos"
              listKey={JSON.stringify(recinto.Subcontratos)}
              load={async (page, pageSize) => pageOf(recinto.Subcontratos, page, pageSize)}
              withEstado={false}
              headerActions={
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {t.addSubcontratos}
                </Button>
              }
              extraColumns={[{ header: t.erroresTipo, render: (row) => row.ErroresTipo.length, align: 'center' }]}
              remove={(row) => apply(() => deleteSubcontrato(api, cid, checklistId, recintoId, row.id))}
              extraActions={(row) => (
                <Button size="small" onClick={() => setSelectedId(row.id)}>
                  {t.erroresTipo}
                </Button>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {selected ? (
              <SimpleCrudCard
                key={selected.id}
                title={adminScreens.catalogs.erroresTipoOf(selected.Nombre)}
                testId="checklist-errores-tipo"
                listKey={JSON.stringify(selected.ErroresTipo)}
                load={async (page, pageSize) => pageOf(selected.ErroresTipo, page, pageSize)}
                addDisabled={pathname.includes('/administrador/checklist')}
                create={(values) => apply(() => addErrorTipo(api, cid, checklistId, recintoId, selected.id, values))}
                update={(row, values) => apply(() => updateErrorTipo(api, cid, checklistId, recintoId, selected.id, row.id, values))}
                remove={(row) => apply(() => deleteErrorTipo(api, cid, checklistId, recintoId, selected.id, row.id))}
              />
            ) : (
              <Card>
                <CardContent>
                  <Box sx={{ py: 4, textAlign: 'center' }}>
                    <Typography color="text.secondary">{texts.noSubcontratoSelected}</Typography>
                  </Box>
                </CardContent>
              </Card>
            )}
          </Grid>
        </Grid>
      ) : null}
      {adding ? (
        <AddSubcontratosDialog
          companyId={cid}
          onClose={() => setAdding(false)}
          onSubmit={async (names) => {
            try {
              notify('success', (await apply(() => addSubcontratos(api, cid, checklistId, recintoId, { Subcontratos: names }))).message);
              setVersion((v) => v + 1);
              return true;
            } catch (error) {
              notify('error', errorText(error));
              return false;
            }
          }}
        />
      ) : null}
    </div>
  );
}
