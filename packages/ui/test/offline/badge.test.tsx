// The app bar's count of captures kept on the device (issue 19 §2): absent without a queue, the
// count and list while captures wait, gone once they arrive; a refused one opens its page to edit.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { PendingCapturesBadge } from '../../src/offline/badge-entry.tsx';
import { type CaptureDraft, submitCapture } from '../../src/offline/index.ts';
import { resetDeviceQueue, setOnline } from '../../src/offline/testing.ts';
import { fakeCaptureService } from '../../test-support/fake-capture-service.ts';

afterEach(resetDeviceQueue);

const draft = (n: number): CaptureDraft => ({
  clientId: `b-${n}`,
  module: 'revisiones',
  title: `Torre A · Cocina ${n}`,
  scope: 'revisiones/l1',
  editPath: '/captura',
  request: { url: '/api/revisiones/x', method: 'POST', body: { clientId: `b-${n}` } },
  uploadUrl: '/api/revisiones/companies/c/files',
  files: [],
  form: {},
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBar() {
  const service = fakeCaptureService();
  render(
    <MemoryRouter initialEntries={['/inicio']}>
      <PendingCapturesBadge api={service.api} getAccessToken={service.getAccessToken} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return service;
}

describe('PendingCapturesBadge', () => {
  it('shows nothing on a device that never kept a capture', async () => {
    renderBar();
    await screen.findByTestId('where');
    expect(screen.queryByTestId('capturas-pendientes-badge')).toBeNull();
  });

  it('counts the captures waiting, lists them, and goes away once they arrive', async () => {
    const service = renderBar();
    setOnline(false);
    await submitCapture(draft(1));
    await submitCapture(draft(2));
    const badge = await screen.findByTestId('capturas-pendientes-badge');
    await waitFor(() => expect(badge.getAttribute('aria-label')).toBe('2 capturas pendientes de envío'));
    expect(badge.textContent).toContain('2');
    await userEvent.click(badge);
    const items = await screen.findAllByTestId('captura-pendiente');
    expect(items.map((i) => within(i).getByText(/Torre A/).textContent)).toEqual(['Torre A · Cocina 1', 'Torre A · Cocina 2']);
    expect(items.every((i) => i.textContent?.includes('Pendiente de envío'))).toBe(true);

    setOnline(true);
    await waitFor(() => expect(screen.queryByTestId('capturas-pendientes-badge')).toBeNull());
    expect([...service.created.keys()]).toEqual(['b-1', 'b-2']);
  });

  it("a refused capture shows the service's reason and 'Editar' opens its page with it", async () => {
    const service = renderBar();
    setOnline(false);
    await submitCapture(draft(3));
    service.refuse(() => true, 409, 'El listado está cerrado.');
    setOnline(true);
    await userEvent.click(await screen.findByTestId('capturas-pendientes-badge'));
    expect((await screen.findByTestId('captura-pendiente-motivo')).textContent).toBe('El listado está cerrado.');
    await userEvent.click(screen.getByTestId('captura-pendiente-editar'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/captura?pendiente=b-3'));
  });
});
