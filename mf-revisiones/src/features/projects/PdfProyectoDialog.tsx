import { useEffect, useState } from 'react';
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
import { listadosEndpoints, MAX_PARES_PDF, revisionesEndpoints, type ParInforme, type RevisionItem } from '@insp/contracts';
import { revisionesScreens } from '@insp/messages/revisiones';
import { useEndpointQuery } from '@insp/ui/data';
import { ReportProgress, useReportJob } from '@insp/ui/reports';
import { useFullScreenDialog } from '../../shared/dialogs.ts';

const t = revisionesScreens.pdf;

/** §9: the dialog waits this long after a revision is (un)ticked before loading lists. */
export const PDF_LISTS_DEBOUNCE_MS = 600;
/** The lists of a revision offered at once (the service's largest page). */
const LISTS_PAGE = 100;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const same = (a: ParInforme, b: ParInforme) => a.revisionId === b.revisionId && a.listadoId === b.listadoId;

interface ListsProps {
  companyId: string;
  projectId: string;
  revision: RevisionItem;
  chosen: ParInforme[];
  locked: boolean;
  onToggle: (pair: ParInforme, on: boolean) => void;
}

/** The active lists of one chosen revision, each a checkbox (disabled at the cap of 10). */
function RevisionLists({ companyId, projectId, revision, chosen, locked, onToggle }: ListsProps) {
  const lists = useEndpointQuery('revisiones', listadosEndpoints.list, {
    params: { companyId, projectId, revisionId: revision.id },
    query: { page: 0, pageSize: LISTS_PAGE, orden: 'nombre' },
  });
  const active = (lists.data?.items ?? []).filter((l) => l.Estado === 'Activo');
  const full = chosen.length >= MAX_PARES_PDF;
  return (
    <Box sx={{ mb: 1 }} data-testid={`pdf-listados-${revision.id}`}>
      <Typography variant="subtitle2">{revision.Nombre}</Typography>
      {lists.isPending ? <LinearProgress /> : null}
      {lists.error ? <Alert severity="error">{lists.error.message}</Alert> : null}
      {lists.data && active.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.sinListados}
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

export interface PdfProyectoDialogProps {
  companyId: string;
  project: { id: string; NombreProyecto: string };
  onClose: () => void;
}

/**
 * 'Generar PDF proyecto' (spec 001 §2, §4, §9): revisions first, then (600 ms after the last change)
 * their lists, at most 10; 'Generar' does nothing without a list. One PDF per pair
 * (Respuestas_{list}_{date}.pdf) with its own progress, error and download; everything is disabled
 * while the job runs. The 409 of a second document is shown as an alert.
 */
export default function PdfProyectoDialog({ companyId, project, onClose }: PdfProyectoDialogProps) {
  const fullScreen = useFullScreenDialog();
  const revisions = useEndpointQuery('revisiones', revisionesEndpoints.list, {
    params: { companyId, projectId: project.id },
    query: { page: 0, pageSize: LISTS_PAGE },
  });
  const [revisionIds, setRevisionIds] = useState<string[]>([]);
  const shownRevisionIds = useDebounced(revisionIds, PDF_LISTS_DEBOUNCE_MS);
  const [pairs, setPairs] = useState<ParInforme[]>([]);
  const job = useReportJob('revisiones', companyId, { autoDownload: false });
  const locked = job.running;

  const toggleRevision = (id: string, on: boolean) => {
    setRevisionIds((current) => (on ? [...current, id] : current.filter((r) => r !== id)));
    // a revision taken out takes its lists with it at once
    if (!on) setPairs((current) => current.filter((p) => p.revisionId !== id));
  };
  const togglePair = (pair: ParInforme, on: boolean) =>
    setPairs((current) => {
      if (!on) return current.filter((p) => !same(p, pair));
      if (current.length >= MAX_PARES_PDF || current.some((p) => same(p, pair))) return current;
      return [...current, pair];
    });
  const generate = () => {
    // §5: 'Generar' does nothing without a list
    if (pairs.length === 0 || locked) return;
    void job.start({ kind: 'pdf-proyecto', projectId: project.id, items: pairs });
  };

  const revisionItems = revisions.data?.items ?? [];
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
        {revisions.isPending ? <LinearProgress /> : null}
        {revisions.error ? <Alert severity="error">{revisions.error.message}</Alert> : null}
        {revisions.data && revisionItems.length === 0 ? <Typography color="text.secondary">{t.sinRevisiones}</Typography> : null}
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
          <RevisionLists key={r.id} companyId={companyId} projectId={project.id} revision={r} chosen={pairs} locked={locked} onToggle={togglePair} />
        ))}
        <Typography variant="body2" color={pairs.length >= MAX_PARES_PDF ? 'warning.main' : 'text.secondary'} data-testid="pdf-elegidos">
          {pairs.length >= MAX_PARES_PDF ? t.maximo(MAX_PARES_PDF) : t.elegidos(pairs.length, MAX_PARES_PDF)}
        </Typography>
        <ReportProgress job={job} testId="pdf-progress" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={locked}>
          {revisionesScreens.comunes.cerrar}
        </Button>
        <Button variant="contained" onClick={generate} disabled={locked || pairs.length === 0} data-testid="pdf-generar">
          {t.generar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
