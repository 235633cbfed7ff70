// No async boundary: the shell is an ordinary bundle; federation starts after sign-in (federation/instance.ts).
import { nextTask } from '@insp/mf-kit';

import { type ChunkArray, createChunkLoader, installChunksInLaterTasks } from './chunk-loader.ts';
import { requestFederationEarly } from './federation/early-requests.ts';
import { isAuthPath } from './routing/location.ts';
import { type BootEvaluation, evaluatedByTheBoot } from './routing/signed-in-app-module.ts';
import { restoreSession } from './session/session.ts';

// every chunk's script from here on goes through the shell's loader: a few tags per task, and each
// chunk installed in a task after its script's (chunk-loader.ts)
const chunks = (self as unknown as Record<string, ChunkArray | undefined>)[__INSP_CHUNK_LOADING_GLOBAL__];
if (!chunks) throw new Error(`the bundler runtime's array ${__INSP_CHUNK_LOADING_GLOBAL__} is missing`);
const installed = installChunksInLaterTasks(chunks);
__webpack_require__.l = createChunkLoader({ document, scriptsPerTask: 4, timeoutMs: 120_000, nonce: () => __webpack_require__.nc, installed });

void restoreSession();
// A signed-in page (opened, reloaded, a link): the signed-in app's chunks and the federation
// (/config.json, the remotes' entries and descriptors) start downloading beside the session's refresh,
// instead of after React's first render of the shell. The sign-in pages load none of it. Each step is
// a task of its own (inserting a chunk group's script tags, evaluating it, starting the federation):
// a phone's main thread is never held by the whole boot at once (issue 19 §5, Total Blocking Time).
if (window.location.pathname !== '/' && !isAuthPath(window.location.pathname)) {
  requestFederationEarly(window.location.origin);
  // App's lazy element waits for the step below that evaluates the signed-in app (signed-in-app-module.ts)
  const evaluated = evaluatedByTheBoot();
  window.setTimeout(() => void bootSignedInApp(evaluated).catch(evaluated.reject), 0);
}
// React, MUI and the shell's first render are evaluated in tasks of their own, one after the other
// (the modules are in this bundle: 'eager' adds no request), while the requests above are on their way
window.setTimeout(() => void bootShell(), 0);

/** Runs each step in a task of its own, one after the other (a step's promise is awaited first). */
async function inSteps(steps: readonly (() => unknown)[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}

function bootShell(): Promise<void> {
  return inSteps([
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    // MUI's Spanish locale (boot-steps/theme-engine.ts) makes a number format when it is evaluated, and the page's
    // first Intl object loads the browser's locale data: 16 ms of the theme engine's step in a trace.
    // Made here first, that load is a step of its own and the locale's format finds it done.
    () => new Intl.NumberFormat('es-ES'),
    // what the themed components stand on, each a step of a few milliseconds on this machine (evaluated
    // as part of the next import instead, these made one task of 50-63 ms in the capture pages' traces)
    () => import(/* webpackMode: "eager" */ './boot-steps/emotion-runtime.ts'),
    () => import(/* webpackMode: "eager" */ './boot-steps/emotion-styled.ts'),
    () => import(/* webpackMode: "eager" */ './boot-steps/theme-engine.ts'),
    () => import(/* webpackMode: "eager" */ './boot-steps/mui-styles.ts'),
    () => import(/* webpackMode: "eager" */ './boot-steps/button-base.ts'),
    () => import(/* webpackMode: "eager" */ './ShellTheme.tsx'),
    () => import(/* webpackMode: "eager" */ './bootstrap.tsx'),
  ]);
}

/**
 * The signed-in app's chunk group ("app": every import below names it, so the first one downloads the
 * whole group and the others evaluate what is already there), evaluated in steps: the contracts' root
 * a part per task (zod builds each schema when its module is evaluated, about a thousand in the root:
 * one task of 30 ms in a trace), then the app, then the federation.
 */
function bootSignedInApp(evaluated: BootEvaluation): Promise<void> {
  let bootFederation: (() => Promise<void>) | null = null;
  return inSteps([
    () => import(/* webpackChunkName: "app" */ '@insp/contracts/platform'),
    () => import(/* webpackChunkName: "app" */ '@insp/contracts/administration'),
    () => import(/* webpackChunkName: "app" */ '@insp/contracts/templates'),
    () => import(/* webpackChunkName: "app" */ '@insp/contracts/revisiones'),
    async () => {
      const signedInApp = await import(/* webpackChunkName: "app" */ './routing/SignedInApp.tsx');
      ({ bootFederation } = signedInApp);
      evaluated.resolve(signedInApp);
    },
    () => bootFederation?.(),
  ]);
}
