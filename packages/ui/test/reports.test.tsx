import { createReport, getReport, type ReportStatus } from '@insp/contracts';
import { reports } from '@insp/messages';
import { ApiError } from '@insp/mf-kit';
import { dispositionFileName, ReportProgress, type ReportRequest, useReportJob } from '@insp/ui/reports';
import { createTestRemote, type TestRemote, TestRemoteRoot } from '@insp/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const JOB = 'cccccccccccccccccccccccc';

function Harness({ body }: { body: ReportRequest }) {
  const job = useReportJob('revisiones', COMPANY, { pollMs: 5 });
  return (
    <>
      <button disabled={job.running} onClick={() => void job.start(body)}>
        Generar
      </button>
      <ReportProgress job={job} />
    </>
  );
}

const status = (over: Partial<ReportStatus>): ReportStatus => ({
  id: JOB,
  kind: 'pdf-proyecto',
  state: 'generando',
  progress: { done: 0, total: 0, items: [] },
  fileName: null,
  error: null,
  ...over,
});

/** The anchors clicked to save a file: [download name, href]. */
let saved: Array<[string, string]> = [];
let fetched: Array<{ url: string; authorization: string | null }> = [];

beforeEach(() => {
  saved = [];
  fetched = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push([this.download, this.href]);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      const name = url.includes('/items/1/') ? 'Respuestas_Cocina Ñuñoa_05-03-2025.pdf' : 'Informe_Torre_05-03-2025.pdf';
      return new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: { 'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent(name)}` },
      });
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderHarness(remote: TestRemote, body: ReportRequest) {
  const user = userEvent.setup();
  render(
    <TestRemoteRoot remote={remote}>
      <Harness body={body} />
    </TestRemoteRoot>,
  );
  return user;
}

describe('useReportJob + ReportProgress', () => {
  it('follows a multi-part job item by item: a failed part shows its error, a finished one is downloaded with its Spanish name', async () => {
    const remote = createTestRemote();
    const answers: ReportStatus[] = [
      status({
        progress: {
          done: 0,
          total: 2,
          items: [
            { label: 'Obra gruesa / Baños', state: 'generando' },
            { label: 'Obra gruesa / Cocina', state: 'pendiente' },
          ],
        },
      }),
      status({
        state: 'listo',
        progress: {
          done: 2,
          total: 2,
          items: [
            { label: 'Obra gruesa / Baños', state: 'error', error: 'No existen datos del listado.' },
            { label: 'Obra gruesa / Cocina', state: 'listo', fileName: 'Respuestas_Cocina Ñuñoa_05-03-2025.pdf' },
          ],
        },
      }),
    ];
    remote.fake.on('revisiones', createReport, ({ body }) => {
      expect(body).toEqual({ kind: 'pdf-proyecto', projectId: 'p' });
      return { id: JOB };
    });
    remote.fake.on('revisiones', getReport, () => answers.shift() ?? status({ state: 'listo' }));
    const user = renderHarness(remote, { kind: 'pdf-proyecto', projectId: 'p' });

    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(screen.getByRole('button', { name: 'Generar' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Obra gruesa / Baños')).toBeTruthy();

    const failed = await screen.findByTestId('report-item-0');
    await waitFor(() => expect(failed.dataset.state).toBe('error'));
    expect(within(failed).getByText('No existen datos del listado.')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: reports.download })).toBeNull();

    const finished = screen.getByTestId('report-item-1');
    expect(finished.dataset.state).toBe('listo');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generar' }).hasAttribute('disabled')).toBe(false));
    // a multi-part job saves nothing by itself
    expect(saved).toEqual([]);

    await user.click(within(finished).getByRole('button', { name: reports.download }));
    await waitFor(() => expect(saved.map(([name]) => name)).toEqual(['Respuestas_Cocina Ñuñoa_05-03-2025.pdf']));
    expect(fetched).toEqual([{ url: `/api/revisiones/companies/${COMPANY}/reports/${JOB}/items/1/file`, authorization: 'Bearer test-token' }]);
  });

  it('saves a single document as soon as it is ready', async () => {
    const remote = createTestRemote();
    let polls = 0;
    remote.fake.on('revisiones', createReport, () => ({ id: JOB }));
    remote.fake.on('revisiones', getReport, () => {
      polls += 1;
      return polls < 2 ? status({ kind: 'resumen-listado' }) : status({ kind: 'resumen-listado', state: 'listo', fileName: 'Informe_Torre_05-03-2025.pdf' });
    });
    const user = renderHarness(remote, { kind: 'resumen-listado' });
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText(reports.generating)).toBeTruthy();
    await waitFor(() => expect(saved.map(([name]) => name)).toEqual(['Informe_Torre_05-03-2025.pdf']));
    expect(fetched.map((f) => f.url)).toEqual([`/api/revisiones/companies/${COMPANY}/reports/${JOB}/file`]);
    await waitFor(() => expect(screen.queryByText(reports.generating)).toBeNull());
  });

  it("shows the service's refusal (409, one summary at a time) and a failed job as alerts", async () => {
    const remote = createTestRemote();
    let refuse = true;
    remote.fake.on('revisiones', createReport, () => {
      if (refuse) throw new ApiError(409, reports.alreadyGenerating);
      return { id: JOB };
    });
    remote.fake.on('revisiones', getReport, () => status({ state: 'error', error: 'sin fotos' }));
    const user = renderHarness(remote, { kind: 'pendientes-vs-resueltas' });

    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect((await screen.findByTestId('report-error')).textContent).toBe(reports.alreadyGenerating);
    expect(screen.getByRole('button', { name: 'Generar' }).hasAttribute('disabled')).toBe(false);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await waitFor(() => expect(screen.getByTestId('report-error').textContent).toBe(reports.failed('sin fotos')));
    expect(saved).toEqual([]);
  });

  it('reads the UTF-8 file name before the ASCII fallback', () => {
    expect(dispositionFileName(`attachment; filename="Respuestas_Nunoa.pdf"; filename*=UTF-8''Respuestas_%C3%91u%C3%B1oa.pdf`)).toBe('Respuestas_Ñuñoa.pdf');
    expect(dispositionFileName('attachment; filename="plano.pdf"')).toBe('plano.pdf');
    expect(dispositionFileName(null)).toBeNull();
  });
});
