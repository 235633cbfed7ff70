import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PdfRenderer } from '../src/index.ts';
import { baseLayout, boxPixels, createPdfRenderer, PHOTO_BOXES_MM, PRINT_DPI, PRINT_SIDE, printImage, withDocumentImages } from '../src/index.ts';
import { pdfPrintedImages } from '../src/testing.ts';
import { imageStream, noisyJpeg } from './helpers.ts';

// the stored web versions of uploads (longest side 1600 px)
const web = noisyJpeg;
const stream = imageStream;

// The boxes as the documents style them: revisiones' two-wide grid (BASE_CSS .fotos) and one photo
// across, as NEO's 'Resumen fotográfico' and the checklist answers print them.
const WIDE_CSS = `<style>.foto img { display: block; max-height: ${PHOTO_BOXES_MM.wide.height}mm; max-width: min(100%, ${PHOTO_BOXES_MM.wide.width}mm); }</style>`;

let renderer: PdfRenderer;
beforeAll(() => {
  renderer = createPdfRenderer({ maxPages: 3 });
});
afterAll(() => renderer.close());

describe('photos in a PDF print sharp at their printed size', () => {
  it('the stored print version fills the grid box at 200 dpi', () => {
    const grid = boxPixels(PHOTO_BOXES_MM.grid);
    expect(Math.max(grid.width, grid.height)).toBeLessThanOrEqual(PRINT_SIDE);
    expect(boxPixels(PHOTO_BOXES_MM.wide)).toEqual({ width: 945, height: 709 });
  });

  it('embeds each photo at 200-260 dpi of the box it prints in: the grid from the print version, one across from the web version', async () => {
    const landscape = await web(1600, 1200);
    const portrait = await web(1200, 1600);
    const panorama = await web(1600, 400);
    // the print versions stored at upload (module-service makes them with printImage's defaults)
    const print = async (bytes: Buffer) => (await printImage(bytes))?.data ?? Buffer.alloc(0);
    const pdf = await withDocumentImages(async (images) => {
      const grid = await images.addAll(
        stream([
          { fileId: 'g1', data: await print(landscape), size: 'print', contentType: 'image/jpeg' },
          { fileId: 'g2', data: await print(portrait), size: 'print', contentType: 'image/jpeg' },
        ]),
      );
      const wide = await images.addAll(
        stream([
          { fileId: 'w1', data: landscape, size: 'web' },
          { fileId: 'w2', data: portrait, size: 'web' },
          { fileId: 'w3', data: panorama, size: 'web' },
        ]),
        4,
        boxPixels(PHOTO_BOXES_MM.wide),
      );
      const body = `${WIDE_CSS}
        <div class="fotos"><figure><img src="${grid.get('g1')}"></figure><figure><img src="${grid.get('g2')}"></figure></div>
        ${['w1', 'w2', 'w3'].map((id) => `<div class="foto"><img src="${wide.get(id)}"></div>`).join('')}`;
      return renderer.render({ html: baseLayout(body, { title: 'Fotos' }), images });
    });

    const printed = await pdfPrintedImages(pdf);
    expect(printed.map(({ width, height }) => [width, height])).toEqual([
      [640, 480],
      [480, 640],
      [945, 709],
      [532, 709],
      [945, 236],
    ]);
    for (const image of printed) {
      // inside its box…
      expect(image.widthMm).toBeLessThanOrEqual(PHOTO_BOXES_MM.wide.width + 0.5);
      expect(image.heightMm).toBeLessThanOrEqual(PHOTO_BOXES_MM.wide.height + 0.5);
      // …at 200 dpi or a little more (the border takes a pixel), never the web version's 300+
      expect(image.dpi).toBeGreaterThanOrEqual(PRINT_DPI - 1);
      expect(image.dpi).toBeLessThanOrEqual(260);
    }
    // the grid's photos fill their 81 mm column or 80 mm of height
    expect(printed[0]?.widthMm).toBeGreaterThan(78);
    expect(printed[1]?.heightMm).toBeGreaterThan(77);
    // one across: 120 mm wide, or 90 mm tall
    expect(printed[2]?.widthMm).toBeGreaterThan(117);
    expect(printed[3]?.heightMm).toBeGreaterThan(87);
  });
});
