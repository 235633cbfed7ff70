import { endpoint } from '@insp/contracts';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { keepPreviousData, useEndpointQuery } from '../src/data.ts';
import { renderScreen } from '../src/testing.tsx';

/**
 * A screen reused for another record (history navigation from one listado to another: the same
 * route element, new path parameters) never shows the previous record's rows under the new title.
 * Another page of the same record still keeps its rows while it loads.
 */

const filas = endpoint({
  method: 'GET',
  path: '/companies/:companyId/listados/:listadoId/filas',
  summary: 'filas',
  tags: [],
  params: z.object({ companyId: z.string(), listadoId: z.string() }),
  query: z.object({ pagina: z.enum(['1', '2']).default('1') }),
  response: z.object({ items: z.array(z.string()) }),
});

/** Answers per listado and page, each held until the test releases it. */
function heldAnswers() {
  const gates = new Map<string, { promise: Promise<void>; open: () => void }>();
  const gate = (key: string) => {
    let entry = gates.get(key);
    if (!entry) {
      let open: () => void = () => undefined;
      const promise = new Promise<void>((resolve) => (open = resolve));
      entry = { promise, open };
      gates.set(key, entry);
    }
    return entry;
  };
  return { gate, release: (key: string) => gate(key).open() };
}

function Filas() {
  const { listadoId = '' } = useParams();
  const [pagina, setPagina] = useState<'1' | '2'>('1');
  const list = useEndpointQuery('revisiones', filas, { params: { companyId: 'c1', listadoId }, query: { pagina } }, { placeholderData: keepPreviousData });
  return (
    <div>
      <h1>Listado {listadoId}</h1>
      {list.isPending ? <p>Cargando</p> : null}
      <ul>
        {list.data?.items.map((fila) => (
          <li key={fila}>{fila}</li>
        ))}
      </ul>
      <Link to="/listados/b">Otro listado</Link>
      <button type="button" onClick={() => setPagina('2')}>
        Siguiente
      </button>
    </div>
  );
}

const rows = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

function openListadoA() {
  const answers = heldAnswers();
  const view = renderScreen(<Filas />, { path: '/listados/a', route: '/listados/:listadoId' });
  view.remote.fake.on('revisiones', filas, async ({ params, query }) => {
    await answers.gate(`${params.listadoId}-${query.pagina}`).promise;
    return { items: [`${params.listadoId}${query.pagina}-x`, `${params.listadoId}${query.pagina}-y`] };
  });
  answers.release('a-1');
  return { ...view, answers };
}

describe('useEndpointQuery with keepPreviousData', () => {
  it("another record (new path parameters) shows loading, never the previous record's rows, until its own answer arrives", async () => {
    const { user, answers } = openListadoA();
    await waitFor(() => expect(rows()).toEqual(['a1-x', 'a1-y']));
    await user.click(screen.getByRole('link', { name: 'Otro listado' }));
    expect(screen.getByRole('heading').textContent).toBe('Listado b');
    expect(screen.getByText('Cargando')).toBeTruthy();
    expect(rows()).toEqual([]);
    answers.release('b-1');
    await waitFor(() => expect(rows()).toEqual(['b1-x', 'b1-y']));
    expect(screen.queryByText('Cargando')).toBeNull();
  });

  it('another page of the same record keeps the rows on screen while it loads', async () => {
    const { user, answers, remote } = openListadoA();
    await waitFor(() => expect(rows()).toEqual(['a1-x', 'a1-y']));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(remote.fake.calls).toHaveLength(2));
    expect(rows()).toEqual(['a1-x', 'a1-y']);
    answers.release('a-2');
    await waitFor(() => expect(rows()).toEqual(['a2-x', 'a2-y']));
  });
});
