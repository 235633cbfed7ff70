import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DocumentImages, PdfRenderer } from '../src/index.ts';
import { baseLayout, compileTemplate, createPdfRenderer, IMAGES_ORIGIN, withDocumentImages } from '../src/index.ts';
import { pdfImages, pdfText } from '../src/testing.ts';
import { imageStream, noisyJpeg, recordingServer } from './helpers.ts';

const photo = noisyJpeg;
const stream = imageStream;

const fotosTemplate = compileTemplate('<div class="fotos">{{#each fotos}}<figure><img src="{{src}}"><figcaption>{{pie}}</figcaption></figure>{{/each}}</div>');

let renderer: PdfRenderer;
let server: Awaited<ReturnType<typeof recordingServer>>;

beforeAll(async () => {
  renderer = createPdfRenderer({ maxPages: 1 });
  server = await recordingServer();
});

afterAll(async () => {
  await renderer.close();
  await server.close();
});

/** One image added to a document: its URL. */
const addOne = async (images: DocumentImages, data: Buffer): Promise<string | undefined> => (await images.addAll(stream([{ fileId: 'una', data }]))).get('una');

describe('withDocumentImages', () => {
  it('prints every photo from its directory, which is gone once the PDF is out', async () => {
    const count = 24;
    const photos = await Promise.all(Array.from({ length: count }, async (_, i) => ({ fileId: `f${i}`, data: await photo(100 + i, 60) })));
    let dir = '';
    let written: string[] = [];
    const pdf = await withDocumentImages(async (images) => {
      dir = images.dir;
      const urls = await images.addAll(stream([...photos, { fileId: 'roto', data: Buffer.from('no es una imagen') }]), 4);
      written = await readdir(dir);
      expect(urls.has('roto')).toBe(false);
      const fotos = photos.map(({ fileId }, i) => ({ src: urls.get(fileId), pie: `Foto número ${i + 1}` }));
      return renderer.render({ html: baseLayout(fotosTemplate({ fotos }), { title: 'Fotos' }), images });
    });

    expect(written).toHaveLength(count);
    const printed = await pdfImages(pdf);
    expect(printed).toHaveLength(count);
    expect(printed.map((image) => image.width).sort((a, b) => a - b)).toEqual(photos.map((_, i) => 100 + i));
    const text = await pdfText(pdf);
    expect(text).toContain('Foto número 1');
    expect(text).toContain(`Foto número ${count}`);
    expect(existsSync(dir)).toBe(false);
  });

  it('writes print versions as they are and shrinks the others', async () => {
    const ready = await photo(640, 480);
    const web = await photo(1600, 1200);
    const signature = await sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    await withDocumentImages(async (images) => {
      const urls = await images.addAll(
        stream([
          { fileId: 'lista', data: ready, size: 'print', contentType: 'image/jpeg' },
          { fileId: 'web', data: web, size: 'web', contentType: 'image/jpeg' },
          { fileId: 'firma', data: signature, size: 'print', contentType: 'image/png' },
        ]),
      );
      const bytesOf = async (fileId: string) => {
        const file = images.fileFor(urls.get(fileId) ?? '');
        expect(file, fileId).not.toBeNull();
        return { data: await readFile(file?.path ?? ''), contentType: file?.contentType };
      };
      const lista = await bytesOf('lista');
      expect(lista.data.equals(ready)).toBe(true);
      expect(lista.contentType).toBe('image/jpeg');
      expect((await sharp((await bytesOf('web')).data).metadata()).width).toBe(640);
      const firma = await bytesOf('firma');
      expect(firma.data.equals(signature)).toBe(true);
      expect(firma.contentType).toBe('image/png');
    });
  });

  it('removes the directory when the render fails', async () => {
    const broken = createPdfRenderer({ executablePath: '/no/existe/chromium' });
    let dir = '';
    await expect(
      withDocumentImages(async (images) => {
        dir = images.dir;
        const src = await addOne(images, await photo(80, 40));
        expect(await readdir(dir)).toHaveLength(1);
        return broken.render({ html: baseLayout(`<img src="${src}">`, { title: 'Falla' }), images });
      }),
    ).rejects.toThrow();
    expect(dir).not.toBe('');
    expect(existsSync(dir)).toBe(false);
    await broken.close();
  });

  it("answers only its own URLs (every other origin and another document's photos stay blocked)", async () => {
    const pdf = await withDocumentImages((other) =>
      withDocumentImages(async (images) => {
        const own = await addOne(images, await photo(70, 35));
        const foreign = await addOne(other, await photo(90, 45));
        const guessed = `${IMAGES_ORIGIN}/${own?.split('/')[3] ?? ''}/2.jpg`;
        const body = `
          <p>Propia</p><img src="${own}">
          <img src="${foreign}"><img src="${guessed}"><img src="${IMAGES_ORIGIN}/../etc/passwd">
          <img src="${server.base}/foto.jpg"><iframe src="${server.base}/marco"></iframe>
          <style>.f { background: url("${server.base}/fondo.png"); height: 5mm; }</style><div class="f"></div>`;
        return renderer.render({ html: baseLayout(body, { title: 'Aislado' }), images });
      }),
    );

    // (Blocked images leave only Chromium's small broken-image icon.)
    const printed = await pdfImages(pdf);
    expect(printed).toContainEqual({ width: 70, height: 35 });
    expect(printed).not.toContainEqual({ width: 90, height: 45 });
    expect(server.requests).toEqual([]);
  });

  it("a reused page never shows an earlier document's photo", async () => {
    const first = await withDocumentImages(async (images) => {
      const src = await addOne(images, await photo(50, 25));
      return renderer.render({ html: baseLayout(`<img src="${src}">`, { title: 'Uno' }), images });
    });
    expect(await pdfImages(first)).toContainEqual({ width: 50, height: 25 });
    // The same file name in the next document (on the same, reused page) is a different photo.
    const second = await withDocumentImages(async (images) => {
      const src = await addOne(images, await photo(60, 30));
      expect(src?.endsWith('/1.jpg')).toBe(true);
      return renderer.render({ html: baseLayout(`<img src="${src}">`, { title: 'Dos' }), images });
    });
    const printed = await pdfImages(second);
    expect(printed).toContainEqual({ width: 60, height: 30 });
    expect(printed).not.toContainEqual({ width: 50, height: 25 });
  });
});
