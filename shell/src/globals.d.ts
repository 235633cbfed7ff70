import type { SharedEntry } from '@insp/mf-kit';

import type { LoadScript } from './chunk-loader.ts';

declare global {
  /** The shared config of @insp/mf-kit (the remotes' too), injected by the host build. */
  const __INSP_SHARED__: Record<string, SharedEntry>;
  const __INSP_SHARE_STRATEGY__: 'loaded-first' | 'version-first';
  const __INSP_BUNDLER_RUNTIME_GLOBAL__: string;
  /** The name of the shell's JSONP array (`output.chunkLoadingGlobal`): index.ts installs its chunks in later tasks. */
  const __INSP_CHUNK_LOADING_GLOBAL__: string;
  /** The bundler's runtime in the shell's own modules: index.ts gives it the shell's script loader (chunk-loader.ts). */
  const __webpack_require__: { l: LoadScript; nc?: string };
}
