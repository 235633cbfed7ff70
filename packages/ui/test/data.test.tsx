import { endpoint } from '@insp/contracts';
import { common } from '@insp/messages';
import { ApiError } from '@insp/mf-kit';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { endpointKey, useEndpointInfiniteQuery, useEndpointMutation, useEndpointQuery, useLiveInvalidation } from '../src/data.ts';
import { createTestRemote, renderScreen } from '../src/testing.tsx';

const Params = z.object({ companyId: z.string() });
const Cosa = z.object({ id: z.string(), Nombre: z.string() });
const listCosas = endpoint({
  method: 'GET',
  path: '/companies/:companyId/cosas',
  summary: 'cosas',
  tags: [],
  params: Params,
  query: z.object({ orden: z.enum(['nombre', 'fecha']).default('nombre') }),
  response: z.object({ items: z.array(Cosa) }),
});
const createCosa = endpoint({
  method: 'POST',
  path: '/companies/:companyId/cosas',
  summary: 'nueva',
  tags: [],
  params: Params,
  body: z.strictObject({ Nombre: z.string().trim().min(1, 'Nombre requerido') }),
  status: 201,
  response: Cosa,
});
const feed = endpoint({
  method: 'GET',
  path: '/companies/:companyId/feed',
  summary: 'feed',
  tags: [],
  params: Params,
  query: z.object({ after: z.string().optional() }),
  response: z.object({ items: z.array(Cosa), next: z.string().nullable() }),
});

const COMPANY = 'c1';

function Cosas({ nombre = 'Nueva' }: { nombre?: string }) {
  const list = useEndpointQuery('revisiones', listCosas, { params: { companyId: COMPANY }, query: { orden: 'nombre' } });
  const add = useEndpointMutation('revisiones', createCosa, {
    invalidates: ({ params }) => [endpointKey('revisiones', listCosas, { companyId: params.companyId })],
  });
  useLiveInvalidation('revisiones', COMPANY, (change) => (change.entity === 'Cosa' ? [endpointKey('revisiones', listCosas, { companyId: COMPANY })] : []));
  return (
    <div>
      {list.isPending ? <p>Cargando</p> : null}
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      <ul>
        {list.data?.items.map((c) => (
          <li key={c.id}>{c.Nombre}</li>
        ))}
      </ul>
      <button type="button" disabled={add.isPending} onClick={() => add.mutate({ params: { companyId: COMPANY }, body: { Nombre: nombre } })}>
        Agregar
      </button>
      {add.error ? <p role="status">{add.error.message}</p> : null}
    </div>
  );
}

/** A fake revisiones service holding `store`; while `hold.promise` is set, list answers wait for it. */
function cosasRemote(store: Array<{ id: string; Nombre: string }>, hold: { promise?: Promise<void> } = {}) {
  const remote = createTestRemote();
  remote.fake
    .on('revisiones', listCosas, async () => {
      await hold.promise;
      return { items: [...store] };
    })
    .on('revisiones', createCosa, ({ body }) => {
      const cosa = { id: `n${store.length + 1}`, Nombre: body.Nombre };
      store.push(cosa);
      return cosa;
    });
  return remote;
}

const names = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('data hooks over the shared query cache', () => {
  it('a query renders the rows the service answers, cached under [service, method, path, params, query]', async () => {
    const remote = cosasRemote([
      { id: 'a', Nombre: 'Alfa' },
      { id: 'b', Nombre: 'Beta' },
    ]);
    renderScreen(<Cosas />, { remote });
    await waitFor(() => expect(names()).toEqual(['Alfa', 'Beta']));
    expect(remote.fake.calls.map((c) => `${c.method} ${c.path}?${c.query.toString()}`)).toEqual(['GET /api/revisiones/companies/c1/cosas?orden=nombre']);
    expect(remote.queryClient.getQueryData(['revisiones', 'GET', '/companies/:companyId/cosas', { companyId: COMPANY }, { orden: 'nombre' }])).toEqual({
      items: [
        { id: 'a', Nombre: 'Alfa' },
        { id: 'b', Nombre: 'Beta' },
      ],
    });
  });

  it('a mutation keeps its button disabled until the list it invalidates is reloaded', async () => {
    const store = [{ id: 'a', Nombre: 'Alfa' }];
    const hold: { promise?: Promise<void> } = {};
    const remote = cosasRemote(store, hold);
    const { user } = renderScreen(<Cosas />, { remote });
    await waitFor(() => expect(names()).toEqual(['Alfa']));
    let release = () => {};
    hold.promise = new Promise((resolve) => {
      release = resolve;
    });
    const button = screen.getByRole('button', { name: 'Agregar' });
    await user.click(button);
    // created, the list is reloading: still disabled, still the old rows
    await waitFor(() => expect(remote.fake.callsTo('revisiones', listCosas)).toHaveLength(2));
    expect(store).toHaveLength(2);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(names()).toEqual(['Alfa']);
    act(() => release());
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(names()).toEqual(['Alfa', 'Nueva']);
    expect(remote.fake.callsTo('revisiones', listCosas)).toHaveLength(2);
    expect(remote.fake.callsTo('revisiones', createCosa)[0]?.body).toEqual({ Nombre: 'Nueva' });
  });

  it("errors carry the service's Spanish message; a body the schema refuses is a 400 with its message", async () => {
    const remote = createTestRemote();
    remote.fake.on('revisiones', listCosas, () => {
      throw new ApiError(403, common.forbidden);
    });
    const first = renderScreen(<Cosas />, { remote });
    expect((await screen.findByRole('alert')).textContent).toBe(common.forbidden);
    first.unmount();

    const other = cosasRemote([]);
    const { user } = renderScreen(<Cosas nombre="   " />, { remote: other });
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Nombre requerido');
  });

  it('an answer that breaks the contract surfaces as the generic Spanish error, not as a wrong screen', async () => {
    const remote = createTestRemote();
    remote.fake.onPath('GET', '/api/revisiones/companies/:companyId/cosas', () => ({ items: [{ id: 1 }] }));
    const original = console.error;
    console.error = () => {};
    try {
      renderScreen(<Cosas />, { remote });
      expect((await screen.findByRole('alert')).textContent).toBe(common.unexpected);
    } finally {
      console.error = original;
    }
  });

  it('a query TanStack cancels on purpose (a refetch replacing one in flight) is not logged as an unexpected answer', async () => {
    const store = [{ id: 'a', Nombre: 'Alfa' }];
    const hold: { promise?: Promise<void> } = {};
    const base = cosasRemote(store, hold);
    // like fetch: an aborted signal rejects the call with a DOMException named 'AbortError'
    const api: typeof base.props.api = <T,>(url: string, init?: RequestInit) =>
      new Promise<T>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        base.props.api<T>(url, init).then(resolve, reject);
      });
    const remote = { ...base, props: { ...base.props, api } };
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      renderScreen(<Cosas />, { remote });
      await waitFor(() => expect(names()).toEqual(['Alfa']));
      let release = () => {};
      hold.promise = new Promise<void>((r) => (release = r));
      store.push({ id: 'b', Nombre: 'Beta' });
      const key = endpointKey('revisiones', listCosas, { companyId: COMPANY });
      act(() => void remote.queryClient.refetchQueries({ queryKey: key }));
      await waitFor(() => expect(remote.fake.callsTo('revisiones', listCosas)).toHaveLength(2));
      // the second refetch cancels the first, still waiting for its answer
      act(() => void remote.queryClient.refetchQueries({ queryKey: key }));
      await waitFor(() => expect(remote.fake.callsTo('revisiones', listCosas)).toHaveLength(3));
      act(() => release());
      await waitFor(() => expect(names()).toEqual(['Alfa', 'Beta']));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(logged.map((args) => String(args[0]))).toEqual([]);
    } finally {
      console.error = original;
    }
  });

  it('a live change invalidates the keys the screen maps it to, and the stream closes on unmount', async () => {
    const store = [{ id: 'a', Nombre: 'Alfa' }];
    const remote = cosasRemote(store);
    const { unmount } = renderScreen(<Cosas />, { remote });
    await waitFor(() => expect(names()).toEqual(['Alfa']));
    expect(remote.events.open()).toEqual(['/api/revisiones/companies/c1/events']);

    // captured elsewhere: the store changes, then the event arrives
    store.push({ id: 'z', Nombre: 'Zeta' });
    act(() => remote.events.emitChange('revisiones', COMPANY, { entity: 'Otra', entityId: 'x', action: 'crear', parents: {} }));
    await new Promise((r) => setTimeout(r, 50));
    expect(names()).toEqual(['Alfa']);
    act(() => remote.events.emitChange('revisiones', COMPANY, { entity: 'Cosa', entityId: 'z', action: 'crear', parents: {} }));
    await waitFor(() => expect(names()).toEqual(['Alfa', 'Zeta']));
    expect(remote.fake.callsTo('revisiones', listCosas)).toHaveLength(2);

    // a resync ('reinicio') refreshes everything of the service
    store.push({ id: 'y', Nombre: 'Ypsilon' });
    act(() => remote.events.emit('/api/revisiones/companies/c1/events', { id: '', event: 'reinicio', data: '{}' }));
    await waitFor(() => expect(names()).toEqual(['Alfa', 'Zeta', 'Ypsilon']));

    unmount();
    expect(remote.events.open()).toEqual([]);
  });

  it('components listening to the same company share one stream, closed with the last of them', async () => {
    const remote = cosasRemote([{ id: 'a', Nombre: 'Alfa' }]);
    function Two({ second }: { second: boolean }) {
      return (
        <>
          <Cosas />
          {second ? <Cosas /> : null}
        </>
      );
    }
    const { rerender, unmount } = renderScreen(<Two second />, { remote });
    await waitFor(() => expect(names()).toEqual(['Alfa', 'Alfa']));
    expect(remote.events.open()).toEqual(['/api/revisiones/companies/c1/events']);
    rerender(<Two second={false} />);
    expect(remote.events.open()).toEqual(['/api/revisiones/companies/c1/events']);
    unmount();
    expect(remote.events.open()).toEqual([]);
  });

  it('keyset pages follow the `next` cursor through the `after` parameter', async () => {
    const pages: Record<string, { items: Array<{ id: string; Nombre: string }>; next: string | null }> = {
      first: { items: [{ id: '1', Nombre: 'Uno' }], next: 'k1' },
      k1: { items: [{ id: '2', Nombre: 'Dos' }], next: 'k2' },
      k2: { items: [{ id: '3', Nombre: 'Tres' }], next: null },
    };
    function Feed() {
      const q = useEndpointInfiniteQuery('revisiones', feed, { params: { companyId: COMPANY } });
      return (
        <div>
          <ul>
            {q.data?.pages
              .flatMap((p) => p.items)
              .map((c) => (
                <li key={c.id}>{c.Nombre}</li>
              ))}
          </ul>
          <button type="button" disabled={!q.hasNextPage || q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            Más
          </button>
        </div>
      );
    }
    const remote = createTestRemote();
    remote.fake.on('revisiones', feed, ({ query }) => pages[query.after ?? 'first'] as (typeof pages)['first']);
    const { user } = renderScreen(<Feed />, { remote });
    await waitFor(() => expect(names()).toEqual(['Uno']));
    const more = screen.getByRole('button', { name: 'Más' });
    await waitFor(() => expect(more.hasAttribute('disabled')).toBe(false));
    await user.click(more);
    await waitFor(() => expect(names()).toEqual(['Uno', 'Dos']));
    await waitFor(() => expect(more.hasAttribute('disabled')).toBe(false));
    await user.click(more);
    await waitFor(() => expect(names()).toEqual(['Uno', 'Dos', 'Tres']));
    await waitFor(() => expect(more.hasAttribute('disabled')).toBe(true));
    expect(remote.fake.callsTo('revisiones', feed).map((c) => c.query.get('after'))).toEqual([null, 'k1', 'k2']);
  });
});
