import type * as SignedInApp from './SignedInApp.tsx';

export type SignedInAppModule = typeof SignedInApp;

let fromBoot: Promise<SignedInAppModule> | null = null;

/**
 * The signed-in app's module, for App's lazy element. On a page opened signed in, the boot evaluates it
 * in a step of its own (index.ts) and App waits for that step: App's own `import()` waited for the same
 * chunk group as the boot's first step, so both resolved in one task and the contracts' first part and
 * the whole signed-in app were evaluated as one task of 52 ms (issue 19 §5).
 */
export const signedInAppModule = (): Promise<SignedInAppModule> => fromBoot ?? import(/* webpackChunkName: "app" */ './SignedInApp.tsx');

/** How the boot's step (index.ts) hands over the module it evaluated, or its failure. */
export interface BootEvaluation {
  resolve: (module: SignedInAppModule) => void;
  reject: (error: unknown) => void;
}

/** Called by the boot before React's first render asks for the module: App waits for what the boot hands over. */
export function evaluatedByTheBoot(): BootEvaluation {
  let evaluation!: BootEvaluation;
  fromBoot = new Promise<SignedInAppModule>((resolve, reject) => (evaluation = { resolve, reject }));
  return evaluation;
}
