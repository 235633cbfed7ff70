import { type ComponentType, lazy } from 'react';

// The shared dialogs are one async chunk: '@insp/ui/screens' is a shared chunk every module's first
// screen downloads, so it carries only this loader.
export const loadScreenDialogs = () => import('./dialogs-chunk.ts');
export type ScreenDialogs = Awaited<ReturnType<typeof loadScreenDialogs>>;

/** A shared dialog loaded on first render (inside <Suspense>): `lazyScreenDialog((d) => d.FechaDialog)`. */
export function lazyScreenDialog<P extends object>(pick: (dialogs: ScreenDialogs) => ComponentType<P>) {
  return lazy(() => loadScreenDialogs().then((d) => ({ default: pick(d) })));
}
