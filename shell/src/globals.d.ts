import type { SharedEntry } from '@insp/mf-kit';

declare global {
  /** The shared config of @insp/mf-kit (the remotes' too), injected by the host build. */
  const __INSP_SHARED__: Record<string, SharedEntry>;
  const __INSP_SHARE_STRATEGY__: 'loaded-first' | 'version-first';
  const __INSP_BUNDLER_RUNTIME_GLOBAL__: string;
}
