// @vitest-environment happy-dom
import type { ModuleDescriptor, SessionResponse } from '@insp/contracts';
import { defineRoutes } from '@insp/mf-kit';
import { testUser } from '@insp/ui/testing';
import type * as singleSpa from 'single-spa';
import { getAppNames, unregisterApplication } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The real session restore, federation boot and single-spa registration, with the network held:
 * the session refresh, /config.json, the remotes' descriptors (descriptor.json beside each manifest)
 * and their screen code (the 'spa' exposes) each answer when the test says, in every order, and the
 * URL's screen must mount.
 */

interface Held {
  promise: Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  calls: number;
}

const harness = vi.hoisted(() => ({
  held: new Map<string, Held>(),
  /** What a held answer returns, by name; a name not held answers at once. */
  hold(name: string): Held {
    let entry = this.held.get(name);
    if (!entry) {
      let resolve: (value: unknown) => void = () => undefined;
      let reject: (error: unknown) => void = () => undefined;
      const promise = new Promise<unknown>((ok, ko) => {
        resolve = ok;
        reject = ko;
      });
      entry = { promise, resolve, reject, calls: 0 };
      this.held.set(name, entry);
    }
    return entry;
  },
  /** Per remote and expose (or 'descriptor'): a function giving each call's answer (the default: the held one). */
  answers: new Map<string, (call: number) => Promise<unknown>>(),
}));

vi.mock('../src/federation/instance.ts', () => ({
  remoteInitOrder: { rank: () => undefined, expect: () => undefined, settle: () => undefined },
  federation: {
    registerRemotes: () => undefined,
    loadRemote: (id: string) => {
      const entry = harness.hold(id);
      entry.calls += 1;
      const answer = harness.answers.get(id);
      return answer ? answer(entry.calls) : entry.promise;
    },
  },
}));

// every test is a new page load of the shell's modules, but single-spa (a dependency) is loaded
// once: it may be started only once
vi.mock('single-spa', async (importOriginal) => {
  const real = await importOriginal<typeof singleSpa>();
  let started = false;
  return {
    ...real,
    start: (options?: Parameters<typeof real.start>[0]) => {
      if (started) return;
      started = true;
      real.start(options);
    },
  };
});

const ADMIN = ['Administrador'] as const;
const screen = () => Promise.resolve(() => null);
const descriptor = (id: ModuleDescriptor['id'], pattern: string): ModuleDescriptor => ({
  id,
  title: id,
  requiredModule: null,
  sidebar: {},
  routes: defineRoutes([{ id: 'home', pattern, roles: ADMIN, screen }]).routes,
});
const descriptors: Record<string, ModuleDescriptor> = {
  admin: descriptor('admin', '/administrador/empresas'),
  revisiones: descriptor('revisiones', '/administrador/empresas/:companyId/proyectos'),
};

/** A remote's './spa': mounting writes the screen into the container single-spa hands it. */
const spa = (id: string) => ({
  bootstrap: () => Promise.resolve(),
  mount: (props: { domElementGetter: () => HTMLElement }) => {
    props.domElementGetter().textContent = `pantalla ${id}`;
    return Promise.resolve();
  },
  unmount: (props: { domElementGetter: () => HTMLElement }) => {
    props.domElementGetter().textContent = '';
    return Promise.resolve();
  },
});

const session: SessionResponse = { accessToken: 'token', user: testUser('Administrador') };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The four things the screen of a deep link waits for, each released by one step. */
const steps = {
  session: () => harness.hold('session').resolve(json(session)),
  config: () =>
    harness.hold('config').resolve(json({ remotes: { admin: '/remotes/admin/mf-manifest.json', revisiones: '/remotes/revisiones/mf-manifest.json' } })),
  descriptors: () => {
    harness.hold('admin/descriptor').resolve(descriptors.admin);
    harness.hold('revisiones/descriptor').resolve(descriptors.revisiones);
  },
  entry: () => {
    harness.hold('admin/spa').resolve(spa('admin'));
    harness.hold('revisiones/spa').resolve(spa('revisiones'));
  },
} as const;
type Step = keyof typeof steps;

function orderings(items: readonly Step[]): Step[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((first, i) => orderings(items.filter((_, j) => j !== i)).map((rest) => [first, ...rest]));
}

/** Lets every promise chain the last step started run as far as it can (no time passes). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A full load of `path`: bootstrap's session restore and the guarded area's federation boot; `early`:
 * with the registry and descriptors asked for as the page boots, as index.ts does.
 */
async function fullLoad(path: string, early = false) {
  window.history.replaceState(null, '', path);
  localStorage.setItem('insp.session', '1');
  vi.resetModules();
  if (early) (await import('../src/federation/early-requests.ts')).requestFederationEarly(window.location.origin);
  const { restoreSession } = await import('../src/session/session.ts');
  const { bootFederation } = await import('../src/federation/boot.ts');
  const { outletElement } = await import('../src/federation/outlet.ts');
  const { federationAtom } = await import('../src/federation/state.ts');
  const { shellStore } = await import('../src/session/store.ts');
  void restoreSession();
  void bootFederation();
  return { outlet: outletElement, federation: () => shellStore.get(federationAtom) };
}

/** A remote's descriptor.json: the held descriptor as a fresh answer per call, or the test's own answer. */
function fetchDescriptor(remote: string): Promise<unknown> {
  const name = `${remote}/descriptor`;
  const entry = harness.hold(name);
  entry.calls += 1;
  const answer = harness.answers.get(name);
  return answer ? answer(entry.calls) : entry.promise.then(json);
}

beforeEach(() => {
  harness.held.clear();
  harness.answers.clear();
  vi.stubGlobal('fetch', (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/config.json')) return harness.hold('config').promise;
    if (url.endsWith('/api/admin/auth/refresh')) return harness.hold('session').promise;
    const descriptor = /\/remotes\/([a-z-]+)\/descriptor\.json$/.exec(url);
    if (descriptor?.[1]) return fetchDescriptor(descriptor[1]);
    return Promise.reject(new TypeError(`unexpected fetch ${url}`));
  });
});

afterEach(async () => {
  for (const name of getAppNames()) await unregisterApplication(name);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const mounted = (outlet: HTMLElement, id: string) => vi.waitFor(() => expect(outlet.textContent).toBe(`pantalla ${id}`), { timeout: 15_000, interval: 20 });

describe('a full load mounts the screen of the URL whatever answers last', () => {
  for (const order of orderings(['session', 'config', 'descriptors', 'entry'])) {
    it(`answers in the order ${order.join(' → ')}`, async () => {
      const { outlet } = await fullLoad('/administrador/empresas/c1/proyectos');
      for (const step of order) {
        steps[step]();
        await settle();
      }
      await mounted(outlet, 'revisiones');
    });
  }

  // index.ts asks for /config.json and, once it answers, each descriptor while the app's code downloads
  for (const order of [
    ['config', 'descriptors', 'session', 'entry'],
    ['session', 'entry', 'descriptors', 'config'],
    ['descriptors', 'entry', 'config', 'session'],
  ] satisfies Step[][])
    it(`the registry and the descriptors asked for as the page boots are the ones used, one request each (${order.join(' → ')})`, async () => {
      const held = globalThis.fetch;
      const asked: string[] = [];
      vi.stubGlobal('fetch', (input: string) => {
        asked.push(new URL(input, window.location.origin).pathname);
        return held(input);
      });
      const { outlet, federation } = await fullLoad('/administrador/empresas/c1/proyectos', true);
      for (const step of order) {
        steps[step]();
        await settle();
      }
      await mounted(outlet, 'revisiones');
      expect(asked.filter((path) => path !== '/api/admin/auth/refresh').sort()).toEqual([
        '/config.json',
        '/remotes/admin/descriptor.json',
        '/remotes/revisiones/descriptor.json',
      ]);
      expect(federation().remotes.map((r) => r.descriptor?.id)).toEqual(['admin', 'revisiones']);
    });

  it('the screen of a remote whose code fails once loads on the automatic retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    harness.answers.set('admin/spa', (call) => (call === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(spa('admin'))));
    const { outlet, federation } = await fullLoad('/administrador/empresas');
    for (const step of ['config', 'descriptors', 'session'] as const) steps[step]();
    await mounted(outlet, 'admin');
    expect(harness.hold('admin/spa').calls).toBe(2);
    expect(federation().brokenSpas).toEqual([]);
  });

  it('a remote whose code fails twice is marked broken (the content area shows its failure)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    harness.answers.set('admin/spa', () => Promise.reject(new Error('ChunkLoadError')));
    const { outlet, federation } = await fullLoad('/administrador/empresas');
    for (const step of ['session', 'config', 'descriptors'] as const) steps[step]();
    await vi.waitFor(() => expect(federation().brokenSpas).toEqual(['admin']), { timeout: 15_000, interval: 20 });
    expect(harness.hold('admin/spa').calls).toBe(2);
    expect(outlet.textContent).toBe('');
  });

  it('a descriptor that fails once is loaded on the automatic retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    harness.answers.set('revisiones/descriptor', (call) =>
      call === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json(descriptors.revisiones)),
    );
    const { outlet, federation } = await fullLoad('/administrador/empresas/c1/proyectos');
    for (const step of ['session', 'config', 'descriptors', 'entry'] as const) steps[step]();
    await mounted(outlet, 'revisiones');
    expect(federation().remotes.map((r) => r.descriptor?.id)).toEqual(['admin', 'revisiones']);
  });

  it("a full load downloads the code of the URL's remote only: the other remotes' entries wait until their routes are shown", async () => {
    const { outlet } = await fullLoad('/administrador/empresas/c1/proyectos');
    for (const step of ['session', 'config', 'descriptors', 'entry'] as const) steps[step]();
    await mounted(outlet, 'revisiones');
    expect(harness.hold('revisiones/spa').calls).toBe(1);
    expect(harness.hold('admin/spa').calls).toBe(0);
    window.history.pushState(null, '', '/administrador/empresas');
    await mounted(outlet, 'admin');
    expect(harness.hold('admin/spa').calls).toBe(1);
  });

  it('a remote whose descriptor is missing is recorded unavailable; the others mount', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    harness.answers.set('admin/descriptor', () => Promise.resolve(new Response('{"message":"No encontramos lo que buscas."}', { status: 404 })));
    const { outlet, federation } = await fullLoad('/administrador/empresas/c1/proyectos');
    for (const step of ['session', 'config', 'descriptors', 'entry'] as const) steps[step]();
    await mounted(outlet, 'revisiones');
    expect(harness.hold('admin/descriptor').calls).toBe(2);
    expect(federation().remotes).toEqual([
      { id: 'admin', descriptor: null },
      { id: 'revisiones', descriptor: descriptors.revisiones },
    ]);
  });

  it('a registry that fails twice leaves every module unavailable (its failure shows), not an unknown page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    vi.stubGlobal('fetch', (input: string | URL | Request) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/config.json')) {
        calls += 1;
        return Promise.resolve(new Response('bad gateway', { status: 502 }));
      }
      return harness.hold('session').promise;
    });
    const { federation } = await fullLoad('/administrador/empresas');
    steps.session();
    await vi.waitFor(() => expect(federation().status).toBe('ready'), { timeout: 15_000, interval: 20 });
    expect(calls).toBe(2);
    expect(federation().remotes).toEqual(['admin', 'revisiones', 'checklist_revisiones', 'neo'].map((id) => ({ id, descriptor: null })));
  });
});
