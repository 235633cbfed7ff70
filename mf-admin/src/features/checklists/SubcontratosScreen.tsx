import { adminScreens, checklists as texts, contactos as contactosTexts } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';
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
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import { useFederationProbe } from '../../probe.ts';
import { useActiveCatalogNames } from '../../shared/catalogs/api.ts';
import { ContactosDialog } from '../../shared/contactos/ContactosDialog.tsx';
import { SimpleCrudCard } from '../../shared/crud/SimpleCrudCard.tsx';
import { NamesSelect } from '../../shared/NamesSelect.tsx';
import {
  useAddErrorTipo,
  useAddSubcontratos,
  useChecklist,
  useChecklistContactos,
  useDeleteErrorTipo,
  useDeleteSubcontrato,
  useSaveChecklistContactos,
  useUpdateErrorTipo,
} from './api.ts';
import { ChecklistBreadcrumbs } from './ChecklistBreadcrumbs.tsx';
import { pageOf, useChecklistScope } from './scope.ts';

const t = adminScreens.checklists;

/** 'Agregar Subcontratos': a multi-select of the company's subcontractors (those present are skipped by the service). */
function AddSubcontratosDialog({ companyId, onClose, onSubmit }: { companyId: string; onClose: () => void; onSubmit: (names: string[]) => Promise<boolean> }) {
  const options = useActiveCatalogNames(companyId, 'subcontratos');
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const compact = useCompactDialog();
  return (
    <Dialog open onClose={onClose} fullScreen={compact} slotProps={{ paper: { sx: { minWidth: { sm: 600 }, minHeight: 300 } } }}>
      <DialogTitle>{t.addSubcontratos}</DialogTitle>
      <DialogContent>
        <NamesSelect label={t.subcontratos} options={(options.data?.items ?? []).map((s) => s.Nombre)} value={picked} onChange={setPicked} />
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

type SubcontratoPlace = { companyId: string; checklistId: string; recintoId: string; subcontratoId: string };

/** 'Contactos - {subcontrato}' for a subcontract of the template (issue 20 §1). */
function ChecklistContactosDialog({ place, nombre, onClose }: { place: SubcontratoPlace; nombre: string; onClose: () => void }) {
  const list = useChecklistContactos(place);
  const save = useSaveChecklistContactos();
  return <ContactosDialog nombre={nombre} list={list} save={(Contactos) => save.mutateAsync({ params: place, body: { Contactos } })} onClose={onClose} />;
}

/**
 * …/Recintos/:recintoId/Subcontratos: left 'Subcontratos' (Nombre, Errores Tipo, Eliminar, Errores
 * Tipo), right 'Errores Tipo - {name}' or 'Ningun subcontrato seleccionado'.
 */
export function SubcontratosScreen() {
  useFederationProbe();
  const { notify } = useRemoteProps();
  const { pathname } = useLocation();
  const { companyId, base } = useChecklistScope();
  const params = useParams();
  const checklistId = params.checklistId ?? '';
  const recintoId = params.recintoId ?? '';
  const cid = companyId ?? '';
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [contactosOf, setContactosOf] = useState<{ id: string; Nombre: string } | null>(null);
  // every write invalidates the checklist: its answer settles once the page shows the new one
  const loaded = useChecklist(cid, checklistId);
  const addSubcontratos = useAddSubcontratos();
  const deleteSubcontrato = useDeleteSubcontrato();
  const addErrorTipo = useAddErrorTipo();
  const updateErrorTipo = useUpdateErrorTipo();
  const deleteErrorTipo = useDeleteErrorTipo();
  const detail = loaded.data;
  const recinto = detail?.ItemsRecintos.find((r) => r.id === recintoId) ?? null;
  const selected = recinto?.Subcontratos.find((s) => s.id === selectedId) ?? null;
  const subcontrato = (subcontratoId: string) => ({ companyId: cid, checklistId, recintoId, subcontratoId });

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
      {loaded.error ? <Typography color="error">{loaded.error.message}</Typography> : null}
      {recinto ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SimpleCrudCard
              title={t.subcontratos}
              testId="checklist-subcontratos"
              useRows={({ page, pageSize }) => pageOf(recinto.Subcontratos, page, pageSize, loaded.isFetching)}
              withEstado={false}
              headerActions={
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {t.addSubcontratos}
                </Button>
              }
              extraColumns={[{ header: t.erroresTipo, render: (row) => row.ErroresTipo.length, align: 'center' }]}
              remove={(row) => deleteSubcontrato.mutateAsync({ params: subcontrato(row.id) })}
              extraActions={(row) => (
                <>
                  <Button size="small" onClick={() => setSelectedId(row.id)}>
                    {t.erroresTipo}
                  </Button>
                  <Button size="small" onClick={() => setContactosOf(row)}>
                    {contactosTexts.button}
                  </Button>
                </>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {selected ? (
              <SimpleCrudCard
                key={selected.id}
                title={adminScreens.catalogs.erroresTipoOf(selected.Nombre)}
                testId="checklist-errores-tipo"
                useRows={({ page, pageSize }) => pageOf(selected.ErroresTipo, page, pageSize, loaded.isFetching)}
                addDisabled={pathname.includes('/administrador/checklist')}
                create={(values) => addErrorTipo.mutateAsync({ params: subcontrato(selected.id), body: values })}
                update={(row, values) => updateErrorTipo.mutateAsync({ params: { ...subcontrato(selected.id), errorId: row.id }, body: values })}
                remove={(row) => deleteErrorTipo.mutateAsync({ params: { ...subcontrato(selected.id), errorId: row.id } })}
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
      {contactosOf ? <ChecklistContactosDialog place={subcontrato(contactosOf.id)} nombre={contactosOf.Nombre} onClose={() => setContactosOf(null)} /> : null}
      {adding ? (
        <AddSubcontratosDialog
          companyId={cid}
          onClose={() => setAdding(false)}
          onSubmit={async (names) => {
            try {
              const answer = await addSubcontratos.mutateAsync({ params: { companyId: cid, checklistId, recintoId }, body: { Subcontratos: names } });
              notify('success', answer.message);
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
