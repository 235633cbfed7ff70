import { readFile } from 'node:fs/promises';

import type { Browser, BrowserContext, Page, Route } from 'playwright-core';

import { chromiumPath, HEADLESS_CHROMIUM_ARGS } from './chromium.ts';
import { escapeHtml } from './templates.ts';

export interface PdfRendererOptions {
  /** Chromium binary; defaults to $CHROMIUM_PATH, then Debian's /usr/bin/chromium. */
  executablePath?: string;
  /** Documents rendered at the same time (each one is a page, i.e. memory); the rest wait. Default 2. */
  maxPages?: number;
  /** How long one document may take to lay out, in ms. Default 60 000. */
  timeoutMs?: number;
  /**
   * Called with every browser launched (the first, and each one after a crash). Lets a service log
   * restarts, and lets tests reach the process (`browser.process()`) to kill it.
   */
  onLaunch?: (browser: Browser) => void;
}

/** Files a document's images are read from while it prints (DocumentImages). */
export interface PdfImageFiles {
  /** The file and type behind one of the document's image URLs; null for any other URL. */
  fileFor(url: string): { path: string; contentType: string } | null;
  /** Their total size. */
  readonly bytes: number;
}

export interface PdfInput {
  /** A complete HTML document (see baseLayout); images are data: URIs or URLs of `images`. */
  html: string;
  /** The document's images (see withDocumentImages): the only URLs its page may fetch. */
  images?: PdfImageFiles;
  /** The company's PiePagina, printed at the bottom left of every page. */
  footerText?: string;
  /** Document title (PDF metadata, shown by viewers in the title bar). */
  title?: string;
}

export interface PdfRenderer {
  render(input: PdfInput): Promise<Buffer>;
  /** Closes the browser. A later render launches a new one. */
  close(): Promise<void>;
}

const CHROMIUM_ARGS = [...HEADLESS_CHROMIUM_ARGS, '--disable-quic'];

/**
 * A page that printed a document up to this size (HTML characters plus image bytes) is kept for the
 * next one; a bigger one (photos) is closed, so its renderer's memory goes back instead of staying
 * held by an idle page.
 */
const REUSE_MAX_HTML = 2 * 1024 * 1024;

/** Images of a document answered at the same time (see openPage). */
const IMAGE_SERVES = 4;

const FOOTER_FONT = "font-family: Arial, 'Liberation Sans', Helvetica, sans-serif; font-size: 7.5pt; color: #444;";
const SIDE_MARGIN_MM = 15;

/** Inlines an image for a template (a logo; many photos go through DocumentImages instead). */
export function imageDataUri(buffer: Buffer, mime: string): string {
  // The MIME type lands inside an attribute; anything but type/subtype is a caller bug.
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(mime)) throw new Error(`Invalid MIME type: ${mime}`);
  return `data:${mime};base64,${buffer.toString('base64')}`;
}

/**
 * The footer is drawn inside the bottom margin, so a long PiePagina (up to 1000 characters) needs a
 * taller margin or it would be cut off. About 110 characters of 7.5pt text fit on one line.
 */
function bottomMarginMm(footerText: string): number {
  const lines = footerText.split('\n').reduce((total, line) => total + Math.max(1, Math.ceil(line.length / 110)), 0);
  return Math.min(70, 14 + 3.4 * Math.max(0, lines - 1));
}

function footerTemplate(footerText: string): string {
  // Chromium fills .pageNumber and .totalPages itself. The template is a separate document, so
  // every style is inline and the font size explicit (its default is unreadably small).
  return (
    `<div style="${FOOTER_FONT} width: 100%; padding: 0 ${SIDE_MARGIN_MM}mm 4mm; display: flex; ` +
    'justify-content: space-between; align-items: flex-end; gap: 6mm;">' +
    `<div style="flex: 1; white-space: pre-wrap; overflow-wrap: anywhere;">${escapeHtml(footerText)}</div>` +
    '<div style="white-space: nowrap;">P&aacute;gina <span class="pageNumber"></span> de <span class="totalPages"></span></div>' +
    '</div>'
  );
}

/** document.title is the first <title>, so ours goes first in <head> (or first of all). */
function withTitle(html: string, title: string | undefined): string {
  if (title === undefined) return html;
  const tag = `<title>${escapeHtml(title)}</title>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * Runs `work` but gives up when the browser disconnects or the time is up. Playwright leaves a call
 * that was in flight when Chromium died (seen with newPage) pending forever, which would hold a
 * rendering slot for good; this turns both cases into an error.
 */
class RenderTimeout extends Error {}
const isTimeout = (error: unknown): boolean => error instanceof RenderTimeout;

async function guarded<T>(browser: Browser, timeoutMs: number, work: () => Promise<T>): Promise<T> {
  let onDisconnected = (): void => undefined;
  let timer: NodeJS.Timeout | undefined;
  const stopped = new Promise<never>((_, reject) => {
    onDisconnected = () => reject(new Error('Chromium closed while rendering a PDF'));
    timer = setTimeout(() => reject(new RenderTimeout(`PDF rendering took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  browser.once('disconnected', onDisconnected);
  if (!browser.isConnected()) onDisconnected();
  const running = work();
  // Once abandoned, its eventual rejection has nobody to report to.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, stopped]);
  } finally {
    browser.off('disconnected', onDisconnected);
    clearTimeout(timer);
  }
}

/** Cleanup calls can hang like any call on a wedged browser; each gets 5 s. True when it finished. */
async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const done = await Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  return done;
}

const closeQuietly = (context: BrowserContext): Promise<boolean> => within(5_000, context.close());

/** The browser process's id, asked of Chromium itself (a launched Browser has no process()). */
async function browserPid(browser: Browser): Promise<number | null> {
  try {
    const session = await browser.newBrowserCDPSession();
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    await session.detach().catch(() => undefined);
    return processInfo.find((info) => info.type === 'browser')?.id ?? null;
  } catch {
    return null;
  }
}

/** Ends Chromium's whole process group (Playwright starts it as the group's leader), else the process. */
function killProcess(pid: number): void {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL');
      return;
    } catch {
      // no such group (or already gone): try the process itself
    }
  }
}

/** A page ready for a document, and the images its requests are answered from meanwhile. */
interface Opened {
  context: BrowserContext;
  page: Page;
  current: { images: PdfImageFiles | null };
}

/** A FIFO counting semaphore: limits open pages without dropping or reordering requests. */
class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async acquire(): Promise<void> {
    if (this.active < this.size) {
      this.active += 1;
      return;
    }
    // The releasing render hands its slot over directly, so `active` stays the same.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

/**
 * One Chromium per process, started on first use and restarted after a crash. Each document gets
 * its own context (no cookies or cache shared between companies) with JavaScript disabled and
 * every request aborted but data: URIs and the document's own images (answered from their files),
 * so a template can neither run code nor reach the network (no SSRF through an <img src> or CSS url()).
 */
export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const executablePath = options.executablePath ?? chromiumPath();
  const maxPages = options.maxPages ?? 2;
  if (!Number.isInteger(maxPages) || maxPages < 1) throw new Error(`maxPages must be a positive integer, got ${maxPages}`);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const slots = new Slots(maxPages);
  let current: Promise<Browser> | undefined;
  const pids = new WeakMap<Browser, number>();
  const discarded = new WeakSet<Browser>();
  /**
   * Pages that printed a document and wait for the next one, at most one per slot. Opening a page
   * starts a renderer process, which costs more than laying out a 1-2 page document; what made a
   * fresh context per document worth it (nothing left over between companies) holds for a reused
   * one too: no script runs, nothing is fetched but the document's own images (answered no-store,
   * under URLs no other document uses), so no cookie, storage or cache entry is ever written, and
   * setContent replaces the whole previous document.
   */
  let idle: (Opened & { browser: Browser })[] = [];

  /** An idle page of this browser, or null; idle pages of other (dead or discarded) browsers go. */
  function takeIdle(browser: Browser): Opened | null {
    const stale = idle.filter((entry) => entry.browser !== browser || !browser.isConnected() || entry.page.isClosed());
    idle = idle.filter((entry) => !stale.includes(entry));
    for (const entry of stale) void closeQuietly(entry.context);
    return idle.pop() ?? null;
  }

  async function openPage(browser: Browser): Promise<Opened> {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      serviceWorkers: 'block',
      acceptDownloads: false,
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
    });
    const current: Opened['current'] = { images: null };
    const serving = new Slots(IMAGE_SERVES);
    try {
      await context.route('**/*', (route: Route) => {
        const url = route.request().url();
        // The context may close while a request is pending; that rejection is expected.
        if (url.startsWith('data:')) return route.continue().catch(() => undefined);
        const file = current.images?.fileFor(url);
        if (!file) return route.abort('blockedbyclient').catch(() => undefined);
        // Chromium asks for every image of the document at once, and each answer is copied a few
        // times on its way (base64, protocol message); a few at a time keep this process flat.
        return serving
          .acquire()
          .then(async () => {
            try {
              const body = await readFile(file.path);
              await route.fulfill({ body, contentType: file.contentType, headers: { 'cache-control': 'no-store' } });
            } finally {
              serving.release();
            }
          })
          .catch(() => route.abort('failed').catch(() => undefined));
      });
      const page = await context.newPage();
      page.setDefaultTimeout(timeoutMs);
      return { context, page, current };
    } catch (error) {
      await closeQuietly(context);
      throw error;
    }
  }

  function launch(): Promise<Browser> {
    // playwright-core is loaded with the first document: it is ~60 MiB of a service's memory that
    // a process which never renders a PDF (an Excel job, the uploads) does not need.
    const launching = import('playwright-core')
      .then(({ chromium }) => chromium.launch({ executablePath, args: CHROMIUM_ARGS }))
      .then(async (browser) => {
        browser.on('disconnected', () => {
          if (current === launching) current = undefined;
        });
        const pid = await browserPid(browser);
        if (pid !== null) pids.set(browser, pid);
        try {
          options.onLaunch?.(browser);
        } catch {
          // An observer's failure must not lose a working browser (nor leak it unclosed).
        }
        return browser;
      });
    // A failed launch is not cached: the next render tries again.
    launching.catch(() => {
      if (current === launching) current = undefined;
    });
    current = launching;
    return launching;
  }

  async function getBrowser(): Promise<Browser> {
    const pending = current ?? launch();
    const browser = await pending;
    if (browser.isConnected()) return browser;
    // The process died before its 'disconnected' event was delivered. Relaunch unless a concurrent
    // render already did, so a crash never leaves two browsers running.
    return current === pending || current === undefined ? launch() : current;
  }

  /**
   * Takes a browser out of service for good: a polite close, and when that does not finish (a page
   * stuck on a huge document), its processes are killed. Documents still open on it fail as after
   * a crash and are retried on a fresh browser; nothing of it outlives the renderer.
   */
  async function discard(browser: Browser): Promise<void> {
    if (discarded.has(browser)) return;
    discarded.add(browser);
    const pending = current;
    if (pending && (await pending.catch(() => undefined)) === browser) current = undefined;
    const closed = await within(5_000, browser.close());
    const pid = pids.get(browser);
    // A closed browser can leave its renderers behind when one of them is wedged; the group goes.
    if (pid !== undefined) killProcess(pid);
    if (!closed && pid === undefined) throw new Error('Chromium did not close and its process is unknown');
  }

  async function renderWith(browser: Browser, input: PdfInput): Promise<Buffer> {
    let context: BrowserContext | undefined;
    let abandoned = false;
    let reusable = false;
    const work = async (): Promise<Buffer> => {
      const opened = takeIdle(browser) ?? (await openPage(browser));
      context = opened.context;
      // Given up on (timeout, crash) while the page was being opened: nobody will close it.
      if (abandoned) {
        await closeQuietly(opened.context);
        throw new Error('PDF render abandoned');
      }
      const { page } = opened;
      opened.current.images = input.images ?? null;
      const html = withTitle(input.html, input.title);
      // 'load' waits for every (inlined) image to be decoded before printing.
      await page.setContent(html, { waitUntil: 'load' });
      const footer = input.footerText ?? '';
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        // An empty header replaces Chromium's default one (date and title).
        headerTemplate: '<span></span>',
        footerTemplate: footerTemplate(footer),
        margin: { top: '15mm', bottom: `${bottomMarginMm(footer)}mm`, left: `${SIDE_MARGIN_MM}mm`, right: `${SIDE_MARGIN_MM}mm` },
      });
      opened.current.images = null;
      reusable = html.length + (input.images?.bytes ?? 0) <= REUSE_MAX_HTML && !abandoned;
      if (reusable) idle.push({ browser, ...opened });
      return pdf;
    };
    try {
      return await guarded(browser, timeoutMs, work);
    } catch (error) {
      // Out of time with the browser still up: whatever holds the page may hold the browser too.
      if (isTimeout(error) && browser.isConnected()) await discard(browser).catch(() => undefined);
      throw error;
    } finally {
      abandoned = true;
      // Closing the context closes its page and frees its memory, also after a failure (a page in an
      // unknown state is never reused); a context that will not close means a wedged browser, which goes.
      if (context && !reusable && !(await closeQuietly(context)) && browser.isConnected()) await discard(browser).catch(() => undefined);
    }
  }

  async function render(input: PdfInput): Promise<Buffer> {
    await slots.acquire();
    try {
      const browser = await getBrowser();
      try {
        return await renderWith(browser, input);
      } catch (error) {
        // A crash fails every document open at that moment; those are retried once on a fresh
        // browser instead of surfacing a failure the user did not cause. A document that ran out
        // of time is not: it would only run out again.
        if (browser.isConnected() || isTimeout(error)) throw error;
        return await renderWith(await getBrowser(), input);
      }
    } finally {
      slots.release();
    }
  }

  async function close(): Promise<void> {
    const closing = current;
    current = undefined;
    // The browser's close below takes them with it.
    idle = [];
    if (!closing) return;
    const browser = await closing.catch(() => undefined);
    if (browser) await discard(browser).catch(() => undefined);
  }

  return { render, close };
}
