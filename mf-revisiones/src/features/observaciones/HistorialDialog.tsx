import { type HistoryChange } from '@insp/contracts';
import { observacionHistory, type ObservacionParams } from '@insp/contracts';
import { portal } from '@insp/messages/portal';
import { observacionesScreens } from '@insp/messages/revisiones';
import { useEndpointInfiniteQuery } from '@insp/ui/data';
import { dateTime } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

const text = observacionesScreens.historial;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A logged value as a person reads it: dates in the screen's format, booleans as Sí/No, lists counted. */
export function valorHistorial(value: unknown): string {
  if (value === null || value === undefined || value === '') return text.vacioValor;
  if (typeof value === 'boolean') return value ? text.si : text.no;
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? dateTime(value) : value;
  if (Array.isArray(value)) return value.length === 0 ? text.vacioValor : String(value.length);
  if (typeof value === 'number') return String(value);
  const correccion = correccionHistorial(value);
  if (correccion) return correccion;
  return JSON.stringify(value);
}

/** A fix reported through the contractor portal as the log records it: its state and what was written, not its JSON. */
function correccionHistorial(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('estado' in value) || !('comentario' in value)) return null;
  const { estado, comentario } = value;
  if (typeof comentario !== 'string' || (estado !== 'Informada' && estado !== 'Aceptada' && estado !== 'Devuelta')) return null;
  const revision = 'comentarioRevision' in value && typeof value.comentarioRevision === 'string' ? ` (${value.comentarioRevision})` : '';
  return `${portal.correccionEstados[estado]}: ${comentario}${revision}`;
}

const cambioTexto = (c: HistoryChange) => `${text.campos[c.field] ?? c.field}: ${valorHistorial(c.old)} → ${valorHistorial(c.new)}`;

/** 'Historial' of one observation (issue 6 §2): its events from the service's log, newest first. */
export function HistorialDialog({ params, numero, onClose }: { params: ObservacionParams; numero: number; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const history = useEndpointInfiniteQuery('revisiones', observacionHistory, { params }, { cursorParam: 'before' });
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{`${text.title} · N° ${numero}`}</DialogTitle>
      <DialogContent dividers>
        {history.isPending ? <LinearProgress /> : null}
        {history.error ? <Alert severity="error">{history.error.message}</Alert> : null}
        {!history.isPending && !history.error && items.length === 0 ? <Typography color="text.secondary">{text.vacio}</Typography> : null}
        <List dense data-testid="historial">
          {items.map((event) => (
            <ListItem key={event.id} divider alignItems="flex-start" data-testid="historial-evento">
              <ListItemText
                primary={`${dateTime(event.at)} · ${event.actor.name}`}
                secondary={
                  <>
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {text.acciones[event.action] ?? event.action}
                    </Typography>
                    {event.changes.map((c) => (
                      <Typography key={c.field} component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {cambioTexto(c)}
                      </Typography>
                    ))}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
        {history.hasNextPage ? (
          <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {text.cargarMas}
          </Button>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cerrar}</Button>
      </DialogActions>
    </Dialog>
  );
}
