import { companiesEndpoints } from '@insp/contracts';
import { type WebhookEndpoint, webhookEndpoints, type WebhookEntrega } from '@insp/contracts/webhooks';
import { adminScreens, ui } from '@insp/messages';
import { webhooks as texts, webhooksPantallas as t } from '@insp/messages/webhooks';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import WebhooksTab from '../src/features/webhooks/WebhooksTab.tsx';
import { CompanyConfigPage } from '../src/pages/CompanyConfigPage.tsx';
import { COMPANY, configuration, id } from './fixtures.ts';

const SECRET = 'whsec_c2VjcmV0by1kZS1wcnVlYmEtMzItYnl0ZXMtLi4uLi4=';

const endpoint = (n: number, over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: id(n),
  url: `https://erp.example.com/hooks/${n}`,
  descripcion: '',
  eventos: ['observacion.creada'],
  activo: true,
  deshabilitadoEn: null,
  motivoDeshabilitado: null,
  creadoEn: '2026-11-20T12:00:00.000Z',
  actualizadoEn: '2026-11-20T12:00:00.000Z',
  ...over,
});

const entrega = (n: number, over: Partial<WebhookEntrega> = {}): WebhookEntrega => ({
  id: id(100 + n),
  eventoId: `evento-${n}`,
  tipo: 'observacion.creada',
  modulo: 'revisiones',
  estado: 'Entregada',
  intentos: 1,
  codigo: 200,
  error: null,
  duracionMs: 40,
  creadaEn: '2026-11-26T15:04:05.000Z',
  ultimoIntentoEn: '2026-11-26T15:04:05.000Z',
  proximoIntentoEn: null,
  ...over,
});

/** admin's webhook routes in memory: what the tab reads and writes. */
function setup(options: { items?: WebhookEndpoint[]; refuse?: ApiError; readOnly?: boolean } = {}) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  let items = options.items ?? [];
  remote.fake.on('admin', webhookEndpoints.list, () => ({ items, max: texts.max }));
  remote.fake.on('admin', webhookEndpoints.create, ({ body }) => {
    if (options.refuse) throw options.refuse;
    const webhook = endpoint(50, { url: body.url, eventos: body.eventos, activo: body.activo, descripcion: body.descripcion });
    items = [...items, webhook];
    return { message: texts.created, webhook, secret: SECRET };
  });
  remote.fake.on('admin', webhookEndpoints.update, ({ params, body }) => {
    items = items.map((w) => (w.id === params.webhookId ? { ...w, ...body } : w));
    const webhook = items.find((w) => w.id === params.webhookId);
    if (!webhook) throw new ApiError(404, texts.notFound);
    return { message: texts.updated, webhook };
  });
  remote.fake.on('admin', webhookEndpoints.remove, ({ params }) => {
    items = items.filter((w) => w.id !== params.webhookId);
    return { message: texts.removed };
  });
  remote.fake.on('admin', webhookEndpoints.entregas, () => ({
    items: [entrega(1), entrega(2, { tipo: 'proyecto.creado', estado: 'Fallida', intentos: 12, codigo: 500, error: texts.errores.status(500) })],
  }));
  remote.fake.on('admin', webhookEndpoints.reenviar, ({ params }) => ({
    message: texts.reenviada,
    entrega: entrega(2, { id: params.entregaId, estado: 'Pendiente' }),
  }));
  return { ...renderScreen(<WebhooksTab companyId={COMPANY} readOnly={options.readOnly ?? false} />, { remote }), remote };
}

describe("the company's webhooks in the configuration page", () => {
  it('lists each endpoint with its URL, events, Activo and state (a disabled one says why)', async () => {
    setup({
      items: [
        endpoint(1, { eventos: ['observacion.creada', 'informe.listo'] }),
        endpoint(2, { activo: false, deshabilitadoEn: '2026-11-25T10:00:00.000Z', motivoDeshabilitado: texts.disabledReason(20) }),
      ],
    });
    const rows = await screen.findAllByTestId('webhook-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first?.getByText('https://erp.example.com/hooks/1')).toBeTruthy();
    expect(first?.getByText(texts.tipos['observacion.creada'])).toBeTruthy();
    expect(first?.getByText(texts.tipos['informe.listo'])).toBeTruthy();
    expect(first?.getByText(t.si)).toBeTruthy();
    expect(first?.getByText(t.estados.activo)).toBeTruthy();
    expect(second?.getByText(t.no)).toBeTruthy();
    expect(second?.getByText(t.estados.deshabilitado)).toBeTruthy();
    expect(second?.getByText(texts.disabledReason(20))).toBeTruthy();
    expect(screen.getByText(t.count(2, texts.max))).toBeTruthy();
  });

  it("'Nuevo webhook' sends the URL and the chosen events, then shows the secret once with a warning and 'Copiar'", async () => {
    const { remote, user } = setup();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.nuevo }));
    const dialog = await screen.findByTestId('webhook-dialog');
    await user.type(within(dialog).getByLabelText(t.url), 'https://erp.example.com/inspeccion');

    // Without events: the contract's text, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: adminScreens.actions.save }));
    expect(await within(dialog).findByText(texts.eventosRequired)).toBeTruthy();
    expect(remote.fake.callsTo('admin', webhookEndpoints.create)).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(texts.tipos['observacion.creada']));
    await user.click(within(dialog).getByLabelText(texts.tipos['correccion.informada']));
    await user.click(within(dialog).getByRole('button', { name: adminScreens.actions.save }));

    const secret = await screen.findByTestId('webhook-secret');
    expect(within(secret).getByText(t.secretWarning)).toBeTruthy();
    expect(within(secret).getByTestId('webhook-secret-value').textContent).toBe(SECRET);
    expect(remote.fake.callsTo('admin', webhookEndpoints.create).map((call) => call.body)).toEqual([
      { url: 'https://erp.example.com/inspeccion', descripcion: '', eventos: ['observacion.creada', 'correccion.informada'], activo: true },
    ]);
    await user.click(within(secret).getByRole('button', { name: t.copy }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await waitFor(() =>
      expect(remote.notifications).toEqual([
        { kind: 'success', message: texts.created },
        { kind: 'success', message: t.copied },
      ]),
    );

    await user.click(within(secret).getByRole('button', { name: t.done }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    // The secret is gone for good: the list shows the new endpoint, never its secret.
    expect(await screen.findByText('https://erp.example.com/inspeccion')).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it("the service's refusal (a private address, the company's limit) shows in the dialog, which stays open", async () => {
    const { user } = setup({ refuse: new ApiError(400, texts.urlPrivate) });
    await user.click(await screen.findByRole('button', { name: t.nuevo }));
    const dialog = await screen.findByTestId('webhook-dialog');
    await user.type(within(dialog).getByLabelText(t.url), 'http://192.168.1.10/hook');
    await user.click(within(dialog).getByLabelText(texts.tipos['proyecto.creado']));
    await user.click(within(dialog).getByRole('button', { name: adminScreens.actions.save }));
    expect(await within(dialog).findByText(texts.urlPrivate)).toBeTruthy();
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('shows the limit refusal (409) in Spanish too', async () => {
    const { user } = setup({ items: [endpoint(1)], refuse: new ApiError(409, texts.tooMany(texts.max)) });
    await user.click(await screen.findByRole('button', { name: t.nuevo }));
    const dialog = await screen.findByTestId('webhook-dialog');
    await user.type(within(dialog).getByLabelText(t.url), 'https://otro.example.com/hook');
    await user.click(within(dialog).getByLabelText(texts.tipos['hoja.firmada']));
    await user.click(within(dialog).getByRole('button', { name: adminScreens.actions.save }));
    expect(await within(dialog).findByText(texts.tooMany(texts.max))).toBeTruthy();
  });

  it('edits an endpoint (turned off) and deletes one after confirming', async () => {
    const { remote, user } = setup({ items: [endpoint(1), endpoint(2)] });
    const [first] = await screen.findAllByTestId('webhook-row');
    if (!first) throw new Error('no rows');
    await user.click(within(first).getByRole('button', { name: t.edit }));
    const dialog = await screen.findByTestId('webhook-dialog');
    expect(within(dialog).getByText(t.editarTitle)).toBeTruthy();
    await user.click(within(dialog).getByLabelText(t.activo));
    await user.click(within(dialog).getByRole('button', { name: adminScreens.actions.save }));
    await waitFor(() => expect(screen.queryByTestId('webhook-dialog')).toBeNull());
    expect(remote.fake.callsTo('admin', webhookEndpoints.update).map((call) => call.body)).toEqual([
      { url: 'https://erp.example.com/hooks/1', descripcion: '', eventos: ['observacion.creada'], activo: false },
    ]);
    await waitFor(() => expect(within(screen.getAllByTestId('webhook-row')[0] as HTMLElement).getByText(t.no)).toBeTruthy());

    const second = screen.getAllByTestId('webhook-row')[1] as HTMLElement;
    await user.click(within(second).getByRole('button', { name: t.remove }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(t.removeTitle('https://erp.example.com/hooks/2'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: ui.accept }));
    await waitFor(() => expect(screen.getAllByTestId('webhook-row')).toHaveLength(1));
    expect(screen.queryByText('https://erp.example.com/hooks/2')).toBeNull();
    expect(remote.notifications).toContainEqual({ kind: 'success', message: texts.removed });
  });

  it("'Entregas' lists the last deliveries (fecha, evento, estado HTTP, intentos) and 'Reenviar' sends one again", async () => {
    const { remote, user } = setup({ items: [endpoint(1)] });
    await user.click(await screen.findByRole('button', { name: t.entregas }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.entregasTitle('https://erp.example.com/hooks/1'))).toBeTruthy();
    const rows = await within(dialog).findAllByTestId('entrega-row');
    expect(rows).toHaveLength(2);
    const failed = within(rows[1] as HTMLElement);
    // 15:04:05 UTC is 12:04:05 in Santiago (summer time, UTC-3).
    expect(failed.getByText('26/11/2026 12:04:05')).toBeTruthy();
    expect(failed.getByText(texts.tipos['proyecto.creado'])).toBeTruthy();
    expect(failed.getByText('500')).toBeTruthy();
    expect(failed.getByText('12')).toBeTruthy();
    expect(failed.getByText(texts.estados.Fallida)).toBeTruthy();
    await user.click(failed.getByRole('button', { name: t.reenviar }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: texts.reenviada }]));
    expect(remote.fake.callsTo('admin', webhookEndpoints.reenviar).map((call) => call.path)).toEqual([
      `/api/admin/companies/${COMPANY}/webhooks/${id(1)}/entregas/${id(102)}/reenviar`,
    ]);
  });

  it('a deleted company shows its webhooks without Nuevo, Editar, Eliminar or Reenviar', async () => {
    const { user } = setup({ items: [endpoint(1)], readOnly: true });
    const row = await screen.findByTestId('webhook-row');
    expect(screen.queryByRole('button', { name: t.nuevo })).toBeNull();
    expect(within(row).queryByRole('button', { name: t.edit })).toBeNull();
    await user.click(within(row).getByRole('button', { name: t.entregas }));
    expect(await screen.findAllByTestId('entrega-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: t.reenviar })).toBeNull();
  });
});

describe('the configuration page', () => {
  it("has an 'Empresa' > 'Webhooks' tab with the company's webhooks", async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    remote.fake.on('admin', companiesEndpoints.configuration, () => configuration());
    remote.fake.on('admin', webhookEndpoints.list, () => ({ items: [endpoint(7)], max: texts.max }));
    renderScreen(<CompanyConfigPage />, { remote, path: '/administrador/empresa/detalles?tab=empresa&subtab=webhooks' });
    expect(await screen.findByRole('tab', { name: adminScreens.config.subTabs.webhooks, selected: true })).toBeTruthy();
    const tab = await screen.findByTestId('config-tab-empresa-webhooks');
    expect(await within(tab).findByText('https://erp.example.com/hooks/7', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
