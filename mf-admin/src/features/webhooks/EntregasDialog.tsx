import type { WebhookEndpoint, WebhookEntrega } from '@insp/contracts/webhooks';
import { formatDateTime } from '@insp/domain';
import { webhooks as texts, webhooksPantallas as t } from '@insp/messages/webhooks';
import { type Column, SimpleTable, useRemoteProps } from '@insp/ui/components';
import { errorText } from '@insp/ui/forms';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useEntregas, useReenviar } from './api.ts';

export interface EntregasDialogProps {
  companyId: string;
  webhook: WebhookEndpoint;
  /** A deleted company: the log is shown, nothing is sent again. */
  readOnly: boolean;
  onClose: () => void;
}

/**
 * 'Entregas - {url}' (issue 20 §4): the endpoint's last 100 deliveries, newest first (Fecha, Evento,
 * Estado HTTP, Intentos, Resultado with the reason of a failure), each with 'Reenviar'.
 */
export function EntregasDialog({ companyId, webhook, readOnly, onClose }: EntregasDialogProps) {
  const { notify } = useRemoteProps();
  const entregas = useEntregas(companyId, webhook.id);
  const reenviar = useReenviar();
  const [sending, setSending] = useState<string | null>(null);
  const items = entregas.data?.items ?? [];

  const resend = async (entrega: WebhookEntrega) => {
    setSending(entrega.id);
    try {
      const answer = await reenviar.mutateAsync({ params: { companyId, webhookId: webhook.id, entregaId: entrega.id } });
      notify('success', answer.message);
    } catch (error) {
      notify('error', errorText(error));
    } finally {
      setSending(null);
    }
  };

  const columns: Column<WebhookEntrega>[] = [
    { header: t.fecha, sx: { whiteSpace: 'nowrap' }, render: (entrega) => formatDateTime(new Date(entrega.creadaEn)) },
    { header: t.evento, render: (entrega) => texts.tipos[entrega.tipo] },
    { header: t.codigoHttp, render: (entrega) => entrega.codigo ?? t.sinCodigo },
    { header: t.intentos, render: (entrega) => entrega.intentos },
    {
      header: t.resultado,
      render: (entrega) => (
        <>
          {texts.estados[entrega.estado]}
          {entrega.error ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {entrega.error}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      header: '',
      render: (entrega) =>
        readOnly ? null : (
          <Button size="small" disabled={sending !== null} onClick={() => void resend(entrega)}>
            {t.reenviar}
          </Button>
        ),
    },
  ];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle sx={{ wordBreak: 'break-all' }}>{t.entregasTitle(webhook.url)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.entregasHelper}
        </Typography>
        {entregas.isPending ? <LinearProgress /> : null}
        {entregas.error ? <Alert severity="error">{entregas.error.message}</Alert> : null}
        {!entregas.isPending && !entregas.error && items.length === 0 ? <Typography color="text.secondary">{t.sinEntregas}</Typography> : null}
        {items.length > 0 ? (
          <SimpleTable columns={columns} rows={items} rowKey={(entrega) => entrega.id} testId="entregas-list" rowTestId="entrega-row" />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
