import { crc32, deflateSync } from 'node:zlib';

import type { Browser } from 'playwright-core';
import { getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PdfRenderer } from '../src/index.ts';
import { baseLayout, compileTemplate, createPdfRenderer, imageDataUri } from '../src/index.ts';
import { pdfImages, pdfPageCount, pdfText } from '../src/testing.ts';
import { recordingServer } from './helpers.ts';

/** A solid-colour RGB PNG of the given size, built by hand so the test needs no image library. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4a)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const observationTemplate = compileTemplate(`
<div class="encabezado"><div class="titulo"><h1>{{titulo}}</h1></div><div class="meta">{{fecha creada}}</div></div>
<table>
  <thead><tr><th>N°</th><th>Observación</th></tr></thead>
  <tbody>{{#each observaciones}}<tr><td>{{inc @index}}</td><td>{{this}}</td></tr>{{/each}}</tbody>
</table>
{{#if segundaPagina}}<div class="salto"></div><p>{{segundaPagina}}</p>{{/if}}
`);

function documentHtml(data: { titulo: string; observaciones: string[]; segundaPagina?: string }): string {
  return baseLayout(observationTemplate({ creada: new Date('2024-03-09T15:00:00Z'), segundaPagina: '', ...data }), { title: data.titulo });
}

async function browserPid(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  await session.detach();
  const main = processInfo.find((info) => info.type === 'browser');
  if (!main) throw new Error('Chromium did not report its browser process');
  return main.id;
}

const launched: Browser[] = [];
let renderer: PdfRenderer;

beforeAll(() => {
  renderer = createPdfRenderer({ maxPages: 2, onLaunch: (browser) => launched.push(browser) });
});

afterAll(async () => {
  await renderer.close();
});

describe('createPdfRenderer', () => {
  it('prints the data, the company footer and the page numbers', async () => {
    const pdf = await renderer.render({
      html: documentHtml({
        titulo: 'Informe de revisión',
        observaciones: ['Fisura en muro eje B', 'Falta sello en ventana'],
        segundaPagina: 'Anexo fotográfico',
      }),
      footerText: 'Constructora Ñuñoa S.A. — Av. Siempre Viva 123',
      title: 'Informe de revisión 12',
    });

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfPageCount(pdf)).toBe(2);
    const text = await pdfText(pdf);
    expect(text).toContain('Informe de revisión');
    expect(text).toContain('09/03/2024');
    expect(text).toContain('Fisura en muro eje B');
    expect(text).toContain('Anexo fotográfico');
    expect(text).toContain('Constructora Ñuñoa S.A. — Av. Siempre Viva 123');
    expect(text).toContain('Página 1 de 2');
    expect(text).toContain('Página 2 de 2');
    // The title is the PDF's metadata title (viewers show it in the window title).
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info).toMatchObject({ Title: 'Informe de revisión 12' });
  });

  it('shows markup typed by users as text and never runs scripts', async () => {
    const pdf = await renderer.render({
      html: documentHtml({ titulo: 'Observaciones', observaciones: ['<script>alert(1)</script>', '<b>negrita</b> & "comillas"'] }).replace(
        '</body>',
        // Even a script that reached the HTML unescaped must not run: JavaScript is off.
        '<script>document.body.innerHTML = "EJECUTADO"</script></body>',
      ),
      footerText: '<i>Pie</i> & <script>alert(2)</script>',
    });

    const text = await pdfText(pdf);
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('<b>negrita</b> & "comillas"');
    expect(text).toContain('<i>Pie</i> & <script>alert(2)</script>');
    expect(text).not.toContain('EJECUTADO');
  });

  describe('network', () => {
    let server: Awaited<ReturnType<typeof recordingServer>>;

    beforeAll(async () => {
      server = await recordingServer();
    });

    afterAll(async () => {
      // Chromium may open (never use) a socket to a host a document names; the renderer keeps the
      // page for the next document, so that idle socket stays until the renderer closes.
      await server.close();
    });

    it('fetches nothing, while photos inlined as data URIs are printed', async () => {
      // Through a template, as services do: the escaped data URI must still load.
      const photo = imageDataUri(png(40, 30), 'image/png');
      const photoTemplate = compileTemplate('<figure><img src="{{src}}" alt="local"><figcaption>{{pie}}</figcaption></figure>');
      const body = `
        <link rel="stylesheet" href="${server.base}/estilo.css">
        <style>@import url("${server.base}/importado.css"); .fondo { background: url("${server.base}/fondo.png"); height: 10mm; }</style>
        <p>Con fotos</p>
        <div class="fondo"></div>
        <div class="fotos">
          <figure><img src="${server.base}/foto.jpg" alt="remota"></figure>
          ${photoTemplate({ src: photo, pie: 'Foto 1' })}
        </div>
        <iframe src="${server.base}/marco"></iframe>`;

      const pdf = await renderer.render({ html: baseLayout(body, { title: 'Fotos' }) });

      expect(await pdfText(pdf)).toContain('Foto 1');
      // (The blocked <img> leaves only Chromium's small broken-image icon.)
      expect(await pdfImages(pdf)).toContainEqual({ width: 40, height: 30 });
      expect(server.requests).toEqual([]);
    });
  });

  it('renders at most maxPages documents at once and completes all of them', async () => {
    const browser = launched.at(-1);
    expect(browser).toBeDefined();
    let mostOpen = 0;
    const sampler = setInterval(() => {
      mostOpen = Math.max(mostOpen, browser?.contexts().length ?? 0);
    }, 5);

    try {
      const names = ['uno', 'dos', 'tres', 'cuatro'];
      const pdfs = await Promise.all(names.map((name) => renderer.render({ html: documentHtml({ titulo: `Documento ${name}`, observaciones: [name] }) })));
      const texts = await Promise.all(pdfs.map((pdf) => pdfText(pdf)));
      names.forEach((name, index) => expect(texts[index]).toContain(`Documento ${name}`));
    } finally {
      clearInterval(sampler);
    }
    expect(mostOpen).toBeLessThanOrEqual(2);
    // All four ran on the one browser.
    expect(launched).toHaveLength(1);
  });

  it('starts a new browser after the old one crashes', async () => {
    await renderer.render({ html: documentHtml({ titulo: 'Antes', observaciones: [] }) });
    const crashed = launched.at(-1);
    if (!crashed) throw new Error('no browser launched');
    const disconnected = new Promise<void>((resolve) => crashed.once('disconnected', () => resolve()));
    // A launched (not server) Browser has no process(); Chromium itself tells its pid.
    process.kill(await browserPid(crashed), 'SIGKILL');

    // Rendered right away, without waiting for the crash to be noticed.
    const pdf = await renderer.render({ html: documentHtml({ titulo: 'Después del reinicio', observaciones: [] }) });
    await disconnected;

    expect(await pdfText(pdf)).toContain('Después del reinicio');
    expect(launched.length).toBeGreaterThanOrEqual(2);
    expect(launched.at(-1)).not.toBe(crashed);
    expect(crashed.isConnected()).toBe(false);
    expect(launched.at(-1)?.isConnected()).toBe(true);
  });

  it('finishes a render during which the browser crashed', async () => {
    const browser = launched.at(-1);
    if (!browser) throw new Error('no browser launched');
    const pid = await browserPid(browser);
    const rendering = renderer.render({ html: documentHtml({ titulo: 'Interrumpido', observaciones: ['a', 'b'] }) });
    // Killed as soon as the render has opened its context, i.e. with Playwright calls in flight.
    while (browser.contexts().length === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    process.kill(pid, 'SIGKILL');

    expect(await pdfText(await rendering)).toContain('Interrumpido');
    expect(launched.at(-1)).not.toBe(browser);
  });
});

describe('a document that runs out of time', () => {
  const alive = (pid: number): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const gone = async (pid: number): Promise<boolean> => {
    for (let i = 0; i < 50 && alive(pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    return !alive(pid);
  };

  it('fails with the timeout, takes its browser down with it, and the next document gets a fresh one', async () => {
    const browsers: Browser[] = [];
    const slow = createPdfRenderer({ timeoutMs: 4_000, onLaunch: (browser) => browsers.push(browser) });
    try {
      await slow.render({ html: documentHtml({ titulo: 'Primero', observaciones: [] }) });
      const first = browsers[0];
      if (!first) throw new Error('no browser launched');
      const pid = await browserPid(first);
      // 20,000 long table rows: ~18 s of layout on this machine (4,000 took 3.7 s), far over 4 s.
      const heavy = Array.from({ length: 20_000 }, (_, i) => `Observación ${i} ${'texto '.repeat(60)}`);
      await expect(slow.render({ html: documentHtml({ titulo: 'Pesado', observaciones: heavy }) })).rejects.toThrow(/took longer than 4000 ms/);
      expect(await gone(pid)).toBe(true);

      expect(await pdfText(await slow.render({ html: documentHtml({ titulo: 'Después', observaciones: [] }) }))).toContain('Después');
      expect(browsers).toHaveLength(2);
    } finally {
      await slow.close();
    }
  });

  it('close() leaves no Chromium process behind', async () => {
    const browsers: Browser[] = [];
    const renderer = createPdfRenderer({ onLaunch: (browser) => browsers.push(browser) });
    await renderer.render({ html: documentHtml({ titulo: 'Uno', observaciones: [] }) });
    const pid = await browserPid(browsers[0] as Browser);
    await renderer.close();
    expect(await gone(pid)).toBe(true);
  });
});
