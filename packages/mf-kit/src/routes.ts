import type { ModuleDescriptor, OwnedRoute, RemoteId } from '@insp/contracts';

const segments = (path: string): string[] => path.split('/').filter((s) => s.length > 0);

/**
 * Specificity of `pattern` for `pathname`, or null when it does not match. Higher is more specific:
 * each literal segment counts more than any number of params, so '/a/neo-projects' beats '/a/:id'.
 */
export function matchScore(route: OwnedRoute, pathname: string): number | null {
  const want = segments(route.pattern);
  const have = segments(pathname);
  if (have.length < want.length) return null;
  if (route.exact && have.length !== want.length) return null;
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) score += 1;
    else if (w === h) score += 1000;
    else return null;
  }
  return score;
}

/** The `:name` params of `pattern` read from `pathname` (decoded), or null when it does not match. */
export function patternParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (have.length < want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(h);
    else if (w !== h) return null;
  }
  return params;
}

export interface RouteMatch {
  descriptor: ModuleDescriptor;
  route: OwnedRoute;
}

/** Of `candidates`, the one whose route matches `pathname` most specifically (the first of equals), or null. */
export function mostSpecific<C extends { route: OwnedRoute }>(candidates: Iterable<C>, pathname: string): C | null {
  let best: { candidate: C; score: number } | null = null;
  for (const candidate of candidates) {
    const score = matchScore(candidate.route, pathname);
    if (score !== null && (best === null || score > best.score)) best = { candidate, score };
  }
  return best?.candidate ?? null;
}

/** The remote (and route) owning `pathname`: the most specific match across all descriptors. */
export function resolveRoute(descriptors: readonly ModuleDescriptor[], pathname: string): RouteMatch | null {
  return mostSpecific(
    descriptors.flatMap((descriptor) => descriptor.routes.map((route) => ({ descriptor, route }))),
    pathname,
  );
}

/** Folder under /remotes/ (and the mf-* suffix) of a remote: checklist_revisiones → checklist-revisiones. */
export const remoteFolder = (id: RemoteId | string): string => id.replace(/_/g, '-');

/** The federation request of a remote's exposed module, e.g. 'admin/spa'. */
export const exposedModule = (id: string, expose: 'spa'): string => `${id}/${expose}`;

/**
 * A remote's descriptor as static data: its build writes `src/module.ts`'s object as this file beside
 * mf-manifest.json, and the shell reads it with one small fetch, so the sidebar and the route table
 * need no remote entry (a remote's code downloads only when one of its routes is shown).
 */
export const DESCRIPTOR_FILE = 'descriptor.json';

/** The URL of a remote's descriptor: beside its manifest (the URL /config.json gives). */
export const descriptorUrl = (manifestUrl: string, base: string): string => new URL(DESCRIPTOR_FILE, new URL(manifestUrl, base)).href;

/** The file name of every remote's container entry (remoteConfig's `filename`). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The URL of a remote's container entry: beside its manifest. The shell registers the entry itself,
 * not the manifest: with the manifest the runtime fetches it first and only then the entry, one
 * network round trip more before every first screen (on a phone's link, ~150 ms or more).
 */
export const remoteEntryUrl = (manifestUrl: string, base: string): string => new URL(REMOTE_ENTRY_FILE, new URL(manifestUrl, base)).href;
