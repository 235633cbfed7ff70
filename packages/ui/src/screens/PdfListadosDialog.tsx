import type { GatewayService } from '@insp/mf-kit';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useFullScreenDialog } from './dialogs.ts';
import { useDebounced } from './use-debounced.ts';

/** §9: the dialog waits this long after a revision is (un)ticked before loading lists. */
export const PDF_LISTS_DEBOUNCE_MS = 600;

/** One revision + list of a project PDF request. */
export interface PdfPair {
  revisionId: string;
  listadoId: string;
}

/** A revision or list as the dialog shows it. */
export interface PdfNamed {
  id: string;
  Nombre: string;
}

/** A query as the module's hook answers it: `items` stays undefined until the first answer. */
export interface PdfQuery<T extends PdfNamed> {
  items: readonly T[] | undefined;
  pending: boolean;
  error: string | null;
}

/** The module's texts (its @insp/messages module). */
export interface PdfListadosLabels {
  titulo: string;
  revisiones: string;
  listados: string;
  sinRevisiones: string;
  sinListados: string;
  eligeRevision: string;
  maximo: (max: number) => string;
  elegidos: (n: number, max: number) => string;
  generar: string;
  cerrar: string;
}

export interface PdfListadosDialogProps {
  service: GatewayService;
  companyId: string;
  project: { id: string; NombreProyecto: string };
  /** Pairs chosen beforehand (a listados screen's 'Generar PDF' of one list). */
  initial?: readonly PdfPair[];
  /** The report kind started with `{projectId, items}`. */
  reportKind: string;
  maxPairs: number;
  /** The project's revisions (module-level hook, called once per render). */
  useRevisions: () => PdfQuery<PdfNamed>;
  /** The lists of one revision; only the 'Activo' ones are offered. */
  useLists: (revisionId: string) => PdfQuery<PdfNamed & { Estado: string }>;
  labels: PdfListadosLabels;
  onClose: () => void;
}

const same = (a: PdfPair, b: PdfPair) => a.revisionId === b.revisionId && a.listadoId === b.listadoId;

interface ListsProps {
  revision: PdfNamed;
  chosen: readonly PdfPair[];
  locked: boolean;
  maxPairs: number;
  useLists: PdfListadosDialogProps['useLists'];
  sinListados: string;
  onToggle: (pair: PdfPair, on: boolean) => void;
}

/** The active lists of one chosen revision, each a checkbox (disabled at the cap). */
function RevisionLists({ revision, chosen, locked, maxPairs, useLists, sinListados, onToggle }: ListsProps) {
  const lists = useLists(revision.id);
  const active = (lists.items ?? []).filter((l) => l.Estado === 'Activo');
  const full = chosen.length >= maxPairs;
  return (
    <Box sx={{ mb: 1 }} data-testid={`pdf-listados-${revision.id}`}>
      <Typography variant="subtitle2">{revision.Nombre}</Typography>
      {lists.pending ? <LinearProgress /> : null}
      {lists.error ? <Alert severity="error">{lists.error}</Alert> : null}
      {lists.items && active.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {sinListados}
        </Typography>
      ) : null}
      {active.map((l) => {
        const pair = { revisionId: revision.id, listadoId: l.id };
        const on = chosen.some((c) => same(c, pair));
        return (
          <FormControlLabel
            key={l.id}
            sx={{ display: 'flex', ml: 1 }}
            control={<Checkbox size="small" checked={on} disabled={locked || (!on && full)} onChange={(event) => onToggle(pair, event.target.checked)} />}
            label={l.Nombre}
          />
        );
      })}
    </Box>
  );
}

/**
 * 'Generar PDF proyecto' (spec 001 §2, §4, §9): revisions first, then (600 ms after the last change,
 * at once for pairs chosen beforehand) their lists, at most `maxPairs`; 'Generar' does nothing
 * without a list. One PDF per pair with its own progress, error and download; everything is
 * disabled while the job runs.
 */
export function PdfListadosDialog({
  service,
  companyId,
  project,
  initial = [],
  reportKind,
  maxPairs,
  useRevisions,
  useLists,
  labels: t,
  onClose,
}: PdfListadosDialogProps) {
  const fullScreen = useFullScreenDialog();
  const revisions = useRevisions();
  const [revisionIds, setRevisionIds] = useState<string[]>(() => [...new Set(initial.map((p) => p.revisionId))]);
  const shownRevisionIds = useDebounced(revisionIds, initial.length > 0 ? 0 : PDF_LISTS_DEBOUNCE_MS);
  const [pairs, setPairs] = useState<PdfPair[]>(() => [...initial]);
  const job = useReportJob(service, companyId, { autoDownload: false });
  const locked = job.running;

  const toggleRevision = (id: string, on: boolean) => {
    setRevisionIds((current) => (on ? [...current, id] : current.filter((r) => r !== id)));
    // a revision taken out takes its lists with it at once
    if (!on) setPairs((current) => current.filter((p) => p.revisionId !== id));
  };
  const togglePair = (pair: PdfPair, on: boolean) =>
    setPairs((current) => {
      if (!on) return current.filter((p) => !same(p, pair));
      if (current.length >= maxPairs || current.some((p) => same(p, pair))) return current;
      return [...current, pair];
    });
  const generate = () => {
    // §5: 'Generar' does nothing without a list
    if (pairs.length === 0 || locked) return;
    void job.start({ kind: reportKind, projectId: project.id, items: pairs });
  };
  const revisionItems = revisions.items ?? [];
  const shown = revisionItems.filter((r) => shownRevisionIds.includes(r.id) && revisionIds.includes(r.id));

  return (
    <Dialog open onClose={locked ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {t.titulo}
        <Typography variant="body2" color="text.secondary">
          {project.NombreProyecto}
        </Typography>
      </DialogTitle>
      <DialogContent data-testid="pdf-dialog">
        <Typography variant="subtitle1">{t.revisiones}</Typography>
        {revisions.pending ? <LinearProgress /> : null}
        {revisions.error ? <Alert severity="error">{revisions.error}</Alert> : null}
        {revisions.items && revisionItems.length === 0 ? <Typography color="text.secondary">{t.sinRevisiones}</Typography> : null}
        <Box data-testid="pdf-revisiones">
          {revisionItems.map((r) => (
            <FormControlLabel
              key={r.id}
              sx={{ display: 'flex' }}
              control={<Checkbox checked={revisionIds.includes(r.id)} disabled={locked} onChange={(event) => toggleRevision(r.id, event.target.checked)} />}
              label={r.Nombre}
            />
          ))}
        </Box>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {t.listados}
        </Typography>
        {revisionIds.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t.eligeRevision}
          </Typography>
        ) : null}
        {shown.map((r) => (
          <RevisionLists
            key={r.id}
            revision={r}
            chosen={pairs}
            locked={locked}
            maxPairs={maxPairs}
            useLists={useLists}
            sinListados={t.sinListados}
            onToggle={togglePair}
          />
        ))}
        <Typography variant="body2" color={pairs.length >= maxPairs ? 'warning.main' : 'text.secondary'} data-testid="pdf-elegidos">
          {pairs.length >= maxPairs ? t.maximo(maxPairs) : t.elegidos(pairs.length, maxPairs)}
        </Typography>
        <ReportProgress job={job} testId="pdf-progress" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={locked}>
          {t.cerrar}
        </Button>
        <Button variant="contained" onClick={generate} disabled={locked || pairs.length === 0} data-testid="pdf-generar">
          {t.generar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
