// @vitest-environment happy-dom
import type { PortalItem, PortalVista } from '@insp/contracts/portal';
import { portal, portalPantallas } from '@insp/messages/portal';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { App } from '../src/App.tsx';

const t = portalPantallas.pagina;
const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA.firma-del-enlace';
const id = (n: number) => `bbbbbbbbbbbbbbbbbbbbbb${String(n).padStart(2, '0')}`;

const item = (over: Partial<PortalItem> = {}): PortalItem => ({
  id: id(1),
  Numero: 7,
  ubicacion: [
    { campo: 'Revisión', valor: 'Revisión 1' },
    { campo: 'Listado', valor: 'Depto 101' },
    { campo: 'Sector', valor: 'Torre A' },
    { campo: 'Recinto', valor: 'Baño' },
  ],
  ErrorTipo: 'Manchas',
  Comentario: 'Repasar muro norte',
  Prioridad: 'Alta',
  Estado: 'Vencida',
  EstadoLabel: 'Vencida',
  Vence: '2026-11-20T12:00:00.000Z',
  CreatedAt: '2026-11-01T12:00:00.000Z',
  fotos: [id(50)],
  correccion: null,
  ...over,
});

const vista = (items: PortalItem[]): PortalVista => ({
  modulo: 'revisiones',
  empresa: 'Constructora Andes',
  proyecto: 'Edificio Los Robles',
  subcontrato: 'Pintura',
  expiresAt: '2026-12-27T12:00:00.000Z',
  LimiteFotos: 3,
  items,
});

type Call = { method: string; url: string; body: unknown; headers: Headers };
let calls: Call[] = [];
let answer: (call: Call) => { status: number; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** XMLHttpRequest of the photo upload: answers a stored image, reporting progress first. */
class FakeXhr {
  static sent: { url: string; form: FormData }[] = [];
  /** Finishes the upload in flight (held so the test sees its progress). */
  static release: (() => void) | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form });
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 0);
    FakeXhr.release = () => {
      this.status = 201;
      this.responseText = JSON.stringify({ id: id(60), contentType: 'image/jpeg', width: 10, height: 10, size: 100, createdAt: '2026-11-27T00:00:00.000Z' });
      this.onload?.();
    };
  }
}

beforeEach(() => {
  calls = [];
  FakeXhr.sent = [];
  FakeXhr.release = null;
  window.history.replaceState(null, '', `/portal/revisiones/${TOKEN}`);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      if (url.startsWith('/api/admin/auth/refresh')) return json(401, { message: 'sin sesión' });
      const { status, body } = answer(call);
      return json(status, body);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contractor portal page (/portal/<module>/<token>)', () => {
  it('opens without signing in and shows the company, project, subcontract and the open items with location, due state and comment', async () => {
    answer = () => ({
      status: 200,
      body: vista([item(), item({ id: id(2), Numero: 8, Estado: 'Observada', EstadoLabel: 'Observada', fotos: [], Comentario: '' })]),
    });
    render(<App />);
    expect(await screen.findByText('Constructora Andes', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.titulo })).toBeTruthy();
    expect(screen.getByText('Edificio Los Robles')).toBeTruthy();
    expect(screen.getByText('Pintura')).toBeTruthy();
    expect(screen.getByText(t.vigenteHasta('27/12/2026'))).toBeTruthy();
    expect(screen.getByText(t.itemsAbiertos(2))).toBeTruthy();
    const [first, second] = screen.getAllByTestId('portal-item');
    expect(within(first!).getByText(`${t.numero(7)} · Manchas`)).toBeTruthy();
    expect(within(first!).getByText('Vencida')).toBeTruthy();
    expect(within(first!).getByText(t.vence('20/11/2026'))).toBeTruthy();
    expect(within(first!).getByText('Depto 101')).toBeTruthy();
    expect(within(first!).getByText('Repasar muro norte')).toBeTruthy();
    // the photo comes from the link's public photos route
    const thumb = within(first!)
      .getByRole('button', { name: t.verFoto(1, 1) })
      .querySelector('img');
    expect(thumb?.getAttribute('src')).toBe(`/api/revisiones/portal/${encodeURIComponent(TOKEN)}/fotos/${id(50)}?size=thumb`);
    expect(within(second!).getByText(t.sinComentario)).toBeTruthy();
    // a tap opens the full-size viewer, which reads the web version through the same public route
    await userEvent.setup().click(within(first!).getByRole('button', { name: t.verFoto(1, 1) }));
    expect(await screen.findByTestId('visor-fotos', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(`/api/revisiones/portal/${encodeURIComponent(TOKEN)}/fotos/${id(50)}?size=web`));
    // no session was sent to the portal routes, and the page is not the sign-in page
    const portalCalls = calls.filter((c) => c.url.includes('/portal/'));
    expect(portalCalls[0]!.url).toBe(`/api/revisiones/portal/${encodeURIComponent(TOKEN)}`);
    expect(portalCalls.map((c) => c.headers.get('authorization'))).toEqual(portalCalls.map(() => null));
    expect(window.location.pathname).toBe(`/portal/revisiones/${TOKEN}`);
  });

  it("an expired or revoked link shows the service's Spanish page and no data", async () => {
    answer = () => ({ status: 410, body: { message: portal.enlaceVencido } });
    render(<App />);
    expect(await screen.findByText(portal.enlaceVencido)).toBeTruthy();
    expect(screen.queryByTestId('portal-item')).toBeNull();
    expect(screen.queryByText(t.empresa)).toBeNull();
  });

  it("too many calls (429) shows the service's Spanish message with 'Reintentar', which asks again", async () => {
    let first = true;
    answer = () => {
      if (first) {
        first = false;
        return { status: 429, body: { message: portal.demasiadasSolicitudes } };
      }
      return { status: 200, body: vista([item()]) };
    };
    render(<App />);
    expect(await screen.findByText(portal.demasiadasSolicitudes, {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: t.reintentar }));
    expect(await screen.findByText('Constructora Andes')).toBeTruthy();
  });

  it('an unknown module in the path is not a link', async () => {
    window.history.replaceState(null, '', `/portal/otro/${TOKEN}`);
    answer = () => ({ status: 200, body: vista([item()]) });
    render(<App />);
    expect(await screen.findByText(portal.enlaceInvalido)).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/portal/'))).toEqual([]);
  });

  it("'Informar corrección': the comment is required, the photo uploads with its progress, then the item shows 'Corrección informada'", async () => {
    answer = (call) => {
      if (call.method === 'POST' && call.url.endsWith('/correccion')) {
        return {
          status: 200,
          body: {
            message: portal.correccionInformada,
            item: item({ correccion: { estado: 'Informada', comentario: 'Muro repintado', fotos: [id(60)], informadaEn: '2026-11-27T00:00:00.000Z' } }),
          },
        };
      }
      return { status: 200, body: vista([item()]) };
    };
    render(<App />);
    const user = userEvent.setup();
    const card = (await screen.findAllByTestId('portal-item'))[0]!;
    await user.click(within(card).getByRole('button', { name: t.informar }));
    const form = within(card).getByTestId('portal-correccion-form');
    await user.click(within(form).getByRole('button', { name: t.enviar }));
    expect(await within(form).findByText(portal.comentarioRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText(t.descripcion, { exact: false }), 'Muro repintado');
    await user.upload(within(form).getByTestId('portal-fotos-input'), new File([new Uint8Array([1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' }));
    expect(await within(form).findByText(t.fotosDe(1, 3))).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: t.enviar }));
    expect(await within(form).findByText(t.subiendo(1, 1, 50))).toBeTruthy();
    FakeXhr.release?.();

    expect(await within(card).findByText(portal.correccionEstados.Informada)).toBeTruthy();
    expect(screen.getByText(portal.correccionInformada)).toBeTruthy();
    expect(within(card).getByText('Muro repintado')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: t.informar })).toBeNull();
    expect(FakeXhr.sent.map((s) => s.url)).toEqual([`/api/revisiones/portal/${encodeURIComponent(TOKEN)}/fotos`]);
    expect(FakeXhr.sent[0]!.form.get('file')).toBeInstanceOf(Blob);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe(`/api/revisiones/portal/${encodeURIComponent(TOKEN)}/items/${id(1)}/correccion`);
    expect(post?.body).toEqual({ comentario: 'Muro repintado', fotos: [id(60)] });
  });

  it("a returned fix shows the company's reason and may be reported again", async () => {
    answer = () => ({
      status: 200,
      body: vista([
        item({
          correccion: { estado: 'Devuelta', comentario: 'Listo', fotos: [], informadaEn: '2026-11-26T00:00:00.000Z', comentarioRevision: 'Quedan manchas' },
        }),
      ]),
    });
    render(<App />);
    const card = (await screen.findAllByTestId('portal-item'))[0]!;
    expect(within(card).getByText(`${t.devueltaPor} Quedan manchas`)).toBeTruthy();
    expect(within(card).getByRole('button', { name: t.informar })).toBeTruthy();
  });
});
