import { nextTask } from '@insp/mf-kit';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote's entry, its container's init and the first module asked of it, each in a task of its own.
 * The runtime continues from the entry script's load event straight into the container's init (the
 * remote offering its shared modules) and the first `get` (the module's chunks asked for, the shared
 * ones it consumes looked up): one task of 35-50 ms in every capture page's trace (issue 19 §5).
 */
export function containerStepsInTasks(yieldTask: () => Promise<void> = nextTask): ModuleFederationRuntimePlugin {
  return {
    name: 'insp-container-steps',
    async beforeInitContainer(args) {
      await yieldTask();
      return args;
    },
    async initContainer(args) {
      await yieldTask();
      return args;
    },
  };
}
