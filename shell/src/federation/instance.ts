import { hostShared } from '@insp/mf-kit';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import bundlerRuntime from '@module-federation/webpack-bundler-runtime';

import { containerStepsInTasks } from './container-steps.ts';
import { initOrder } from './init-order.ts';
import { sharedLoaders } from './provided.ts';

/**
 * The shell's federation instance, created only after sign-in (this module is loaded lazily).
 * It shares the shell's singletons and hands its runtime core to the remotes, whose entries are
 * built without one (`externalRuntime`).
 */
/**
 * The bundler runtime the remotes' entries are built without (see remoteConfig in @insp/mf-kit):
 * its functions take the remote's own `__webpack_require__`; each remote gets fresh mutable parts.
 */
Object.defineProperty(globalThis, __INSP_BUNDLER_RUNTIME_GLOBAL__, {
  configurable: true,
  get: () => ({
    ...bundlerRuntime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundlerRuntime.bundlerRuntime, S: {} },
    bundlerRuntimeOptions: {},
  }),
});

/** The remotes initialise in the order bootFederation registers them (see init-order.ts). */
export const remoteInitOrder = initOrder();

export const federation: ModuleFederation = createInstance({
  name: 'shell',
  remotes: [],
  shared: hostShared(__INSP_SHARED__, sharedLoaders),
  shareStrategy: __INSP_SHARE_STRATEGY__,
  plugins: [injectExternalRuntimeCore(), remoteInitOrder.plugin, containerStepsInTasks()],
});
