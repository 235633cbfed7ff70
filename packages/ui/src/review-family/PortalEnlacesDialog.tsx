import { EnlacePortalCreateBody, type EnlacePortalEstado, enlacesPortalEndpoints as e, PORTAL_DIAS_DEFAULT, PORTAL_DIAS_MAX } from '@insp/contracts/portal';
import { portal, portalPantallas } from '@insp/messages/portal';
import { useRemoteProps } from '@insp/ui/components';
import { endpointKey, type GatewayService, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';
import { dateTime, useFullScreenDialog } from '@insp/ui/screens';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const t = portalPantallas.consola;
const estadoColor = (estado: EnlacePortalEstado) => (estado === 'Vigente' ? 'success' : estado === 'Vencido' ? 'default' : 'error');

export interface PortalEnlacesDialogProps {
  /** The review module whose project it is (its service issues the link). */
  service: Extract<GatewayService, 'revisiones' | 'checklist-revisiones'>;
  companyId: string;
  projectId: string;
  onClose: () => void;
}

/**
 * 'Compartir con subcontratista' (issue 20 §2): choose a subcontract of the project and how many days
 * the link opens (30 unless changed, 1 to 365); the link's address is shown once, with 'Copiar
 * enlace'. Below, the links issued in the project with their state ('Vigente', 'Vencido', 'Revocado')
 * and 'Revocar' on those that still open. Shared by both review modules (same routes on each service).
 */
export function PortalEnlacesDialog({ service, companyId, projectId, onClose }: PortalEnlacesDialogProps) {
  const { notify } = useRemoteProps();
  const fullScreen = useFullScreenDialog();
  const params = { companyId, projectId };
  const subcontratos = useEndpointQuery(service, e.subcontratos, { params });
  const enlaces = useEndpointQuery(service, e.list, { params });
  const invalidates = () => [endpointKey(service, e.list, params)];
  const create = useEndpointMutation(service, e.create, { invalidates });
  const revoke = useEndpointMutation(service, e.revoke, {
    invalidates,
    onSuccess: (answer) => notify('success', answer.message),
    onError: (error) => notify('error', error.message),
  });
  const [subcontratoId, setSubcontratoId] = useState('');
  const [dias, setDias] = useState(String(PORTAL_DIAS_DEFAULT));
  const [errors, setErrors] = useState<{ subcontratoId?: string; dias?: string }>({});
  const [creado, setCreado] = useState<{ url: string; subcontrato: string } | null>(null);

  const submit = async () => {
    const parsed = EnlacePortalCreateBody.safeParse({ subcontratoId, dias: dias.trim() === '' ? undefined : Number(dias) });
    if (!parsed.success) {
      const found: { subcontratoId?: string; dias?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subcontratoId' || field === 'dias') && !found[field]) found[field] = issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    try {
      const answer = await create.mutateAsync({ params, body: parsed.data });
      setCreado({ url: answer.url, subcontrato: answer.item.subcontratoNombre });
      notify('success', answer.message);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : String(error));
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t.copiado);
    } catch {
      notify('error', t.noCopiado);
    }
  };

  const items = enlaces.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>{t.compartir}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }} data-testid="portal-enlace-form">
          <TextField
            select
            label={t.subcontrato}
            value={subcontratoId}
            onChange={(event) => setSubcontratoId(event.target.value)}
            error={Boolean(errors.subcontratoId)}
            helperText={errors.subcontratoId ?? ' '}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" />
            {(subcontratos.data?.items ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.Nombre}
              </option>
            ))}
          </TextField>
          <TextField
            label={t.dias}
            type="number"
            value={dias}
            onChange={(event) => setDias(event.target.value)}
            error={Boolean(errors.dias)}
            helperText={errors.dias ?? ' '}
            slotProps={{ htmlInput: { min: 1, max: PORTAL_DIAS_MAX } }}
            sx={{ width: { sm: 160 } }}
          />
          <Button variant="contained" onClick={() => void submit()} disabled={create.isPending} sx={{ minHeight: 56 }}>
            {t.crear}
          </Button>
        </Stack>
        {creado ? (
          <Alert severity="success" sx={{ mt: 1 }} data-testid="portal-enlace-creado">
            <Typography variant="body2">{`${portal.enlaceCreado} (${creado.subcontrato})`}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
              <TextField
                label={t.enlace}
                value={creado.url}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'portal-enlace-url' } }}
                onFocus={(event) => event.target.select()}
              />
              <Button variant="outlined" onClick={() => void copy(creado.url)} sx={{ whiteSpace: 'nowrap' }}>
                {t.copiar}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {t.emitidos}
        </Typography>
        {enlaces.error ? <Alert severity="error">{enlaces.error.message}</Alert> : null}
        {items.length === 0 && !enlaces.isPending ? (
          <Typography color="text.secondary">{t.sinEnlaces}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="portal-enlaces">
              <TableHead>
                <TableRow>
                  <TableCell>{t.subcontrato}</TableCell>
                  <TableCell>{t.creado}</TableCell>
                  <TableCell>{t.vence}</TableCell>
                  <TableCell>{t.estado}</TableCell>
                  <TableCell>{t.creadoPor}</TableCell>
                  <TableCell>{t.acciones}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((enlace) => (
                  <TableRow key={enlace.id} data-testid="portal-enlace-row">
                    <TableCell>{enlace.subcontratoNombre}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(enlace.createdAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(enlace.expiresAt)}</TableCell>
                    <TableCell>
                      <Chip size="small" color={estadoColor(enlace.estado)} label={portal.estados[enlace.estado]} />
                    </TableCell>
                    <TableCell>{enlace.createdBy.name}</TableCell>
                    <TableCell>
                      {enlace.estado === 'Vigente' ? (
                        <Button
                          size="small"
                          color="error"
                          disabled={revoke.isPending}
                          onClick={() => revoke.mutate({ params: { ...params, enlaceId: enlace.id } })}
                        >
                          {t.revocar}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cerrar}</Button>
      </DialogActions>
    </Dialog>
  );
}
