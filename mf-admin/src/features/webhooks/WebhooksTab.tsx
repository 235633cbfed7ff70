import type { WebhookEndpoint } from '@insp/contracts/webhooks';
import { webhooks as texts, webhooksPantallas as t } from '@insp/messages/webhooks';
import { type Column, ConfirmDialog, SimpleTable, useRemoteProps } from '@insp/ui/components';
import { errorText } from '@insp/ui/forms';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import { useRemoveWebhook, useWebhooks } from './api.ts';

const WebhookDialog = lazy(() => import('./WebhookDialog.tsx').then((m) => ({ default: m.WebhookDialog })));
const EntregasDialog = lazy(() => import('./EntregasDialog.tsx').then((m) => ({ default: m.EntregasDialog })));

export interface WebhooksTabProps {
  companyId: string;
  /** A deleted company: its webhooks and deliveries are shown, nothing can be changed. */
  readOnly: boolean;
}

type Open = { kind: 'nuevo' } | { kind: 'editar' | 'entregas' | 'eliminar'; webhook: WebhookEndpoint } | null;

const estadoOf = (webhook: WebhookEndpoint) => (webhook.deshabilitadoEn ? 'deshabilitado' : webhook.activo ? 'activo' : 'inactivo');

/**
 * The configuration page's 'Webhooks' tab (issue 20 §4), for the company's director and the
 * Administrador: the endpoints (URL, Eventos, Activo, Estado) with 'Nuevo webhook', Editar, Eliminar
 * and each endpoint's 'Entregas'.
 */
export default function WebhooksTab({ companyId, readOnly }: WebhooksTabProps) {
  const { notify } = useRemoteProps();
  const list = useWebhooks(companyId);
  const remove = useRemoveWebhook();
  const [open, setOpen] = useState<Open>(null);
  const items = list.data?.items ?? [];
  const max = list.data?.max ?? texts.max;
  const close = () => setOpen(null);
  const columns: Column<WebhookEndpoint>[] = [
    {
      header: t.url,
      sx: { wordBreak: 'break-all' },
      render: (webhook) => (
        <>
          {webhook.url}
          {webhook.descripcion ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {webhook.descripcion}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      header: t.eventos,
      render: (webhook) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {webhook.eventos.map((tipo) => (
            <Chip key={tipo} size="small" label={texts.tipos[tipo]} />
          ))}
        </Stack>
      ),
    },
    { header: t.activo, render: (webhook) => (webhook.activo ? t.si : t.no) },
    {
      header: t.estado,
      render: (webhook) => (
        <>
          {t.estados[estadoOf(webhook)]}
          {webhook.motivoDeshabilitado ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {webhook.motivoDeshabilitado}
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      header: t.acciones,
      sx: { whiteSpace: 'nowrap' },
      render: (webhook) => (
        <>
          <Button size="small" onClick={() => setOpen({ kind: 'entregas', webhook })}>
            {t.entregas}
          </Button>
          {readOnly ? null : (
            <>
              <Button size="small" onClick={() => setOpen({ kind: 'editar', webhook })}>
                {t.edit}
              </Button>
              <Button size="small" color="error" onClick={() => setOpen({ kind: 'eliminar', webhook })}>
                {t.remove}
              </Button>
            </>
          )}
        </>
      ),
    },
  ];

  return (
    <Stack spacing={2} data-testid="webhooks-tab">
      <Typography variant="body2" color="text.secondary">
        {t.intro}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {readOnly ? null : (
          <Button variant="contained" onClick={() => setOpen({ kind: 'nuevo' })}>
            {t.nuevo}
          </Button>
        )}
        {list.data ? (
          <Typography variant="body2" color="text.secondary">
            {items.length >= max ? t.limitReached(max) : t.count(items.length, max)}
          </Typography>
        ) : null}
      </Stack>
      {list.isPending ? <LinearProgress /> : null}
      {list.error ? <Alert severity="error">{list.error.message}</Alert> : null}
      {list.data && items.length === 0 ? <Typography color="text.secondary">{t.empty}</Typography> : null}
      {items.length > 0 ? <SimpleTable columns={columns} rows={items} rowKey={(webhook) => webhook.id} testId="webhooks-list" rowTestId="webhook-row" /> : null}
      <Suspense fallback={null}>
        {open?.kind === 'nuevo' ? <WebhookDialog companyId={companyId} onClose={close} /> : null}
        {open?.kind === 'editar' ? <WebhookDialog key={open.webhook.id} companyId={companyId} webhook={open.webhook} onClose={close} /> : null}
        {open?.kind === 'entregas' ? <EntregasDialog companyId={companyId} webhook={open.webhook} readOnly={readOnly} onClose={close} /> : null}
      </Suspense>
      <ConfirmDialog
        open={open?.kind === 'eliminar'}
        title={open?.kind === 'eliminar' ? t.removeTitle(open.webhook.url) : ''}
        onClose={close}
        onConfirm={() => {
          if (open?.kind !== 'eliminar') return;
          remove.mutateAsync({ params: { companyId, webhookId: open.webhook.id } }).then(
            (answer) => notify('success', answer.message),
            (error: unknown) => notify('error', errorText(error)),
          );
        }}
      >
        {t.removeBody}
      </ConfirmDialog>
    </Stack>
  );
}
