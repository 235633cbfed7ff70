import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type PrintBox, type PrintImage, shrinkImages, type SourceImage } from './images.ts';
import type { PdfImageFiles } from './pdf.ts';

/**
 * The private origin a document's images are fetched from: the renderer answers its requests from
 * the document's directory and aborts every other request, so the name never reaches a resolver.
 */
export const IMAGES_ORIGIN = 'http://fotos.local';
const NAME = /^(\d+)\.(jpg|png)$/;

/**
 * The images of one PDF, written to a temporary directory of their own as soon as each one is
 * shrunk to print size, so the service holds a handful of them at a time whatever their number;
 * templates reference them by URL (<img src="{{src}}">) and Chromium reads them while printing.
 * Made by withDocumentImages, which removes the directory afterwards; pass it to
 * PdfRenderer.render as `images`.
 */
export class DocumentImages implements PdfImageFiles {
  /** Bytes written so far (the renderer keeps a page for reuse only after small documents). */
  bytes = 0;
  private count = 0;
  private disposed = false;
  /**
   * Part of every URL: the same file names come back in every document, and a reused page must
   * never find an earlier document's photo under one of them (nor fetch another document's files).
   */
  private readonly prefix = `${IMAGES_ORIGIN}/${randomBytes(12).toString('hex')}/`;

  private constructor(readonly dir: string) {}

  static async create(): Promise<DocumentImages> {
    return new DocumentImages(await mkdtemp(join(tmpdir(), 'insp-pdf-')));
  }

  private async write(image: PrintImage): Promise<string> {
    if (this.disposed) throw new Error('DocumentImages used after dispose()');
    this.count += 1;
    const name = `${this.count}.${image.mime === 'image/png' ? 'png' : 'jpg'}`;
    await writeFile(join(this.dir, name), image.data);
    this.bytes += image.data.length;
    return this.prefix + name;
  }

  /**
   * Images read as a stream (FileStore.readImages): print versions are written as they are (best
   * for the grid box), others shrunk into `pixels` (boxPixels of their printed box; read the web
   * version for a box bigger than the grid's), up to `concurrency` at once while the next ones are
   * read; their URLs by file id (images that cannot be read are left out).
   */
  addAll(images: AsyncIterable<SourceImage>, concurrency = 4, pixels?: PrintBox): Promise<Map<string, string>> {
    return shrinkImages(images, concurrency, (image) => this.write(image), pixels);
  }

  /** For the renderer: the file and type behind one of this document's URLs, null for any other URL. */
  fileFor(url: string): { path: string; contentType: string } | null {
    if (this.disposed || !url.startsWith(this.prefix)) return null;
    const match = NAME.exec(url.slice(this.prefix.length));
    if (!match || Number(match[1]) > this.count) return null;
    return { path: join(this.dir, match[0]), contentType: match[2] === 'png' ? 'image/png' : 'image/jpeg' };
  }

  /** Removes the directory; the URLs stop answering. Safe to call more than once. */
  async dispose(): Promise<void> {
    this.disposed = true;
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * Runs `work` with a fresh DocumentImages and removes its directory when `work` ends, however it
 * ends (printed, failed, timed out, aborted while the photos were being read).
 */
export async function withDocumentImages<T>(work: (images: DocumentImages) => Promise<T>): Promise<T> {
  const images = await DocumentImages.create();
  try {
    return await work(images);
  } finally {
    await images.dispose();
  }
}
