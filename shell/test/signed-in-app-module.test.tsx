// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { App } from '../src/App.tsx';
import { evaluatedByTheBoot, type SignedInAppModule } from '../src/routing/signed-in-app-module.ts';

// Issue 19 §5: on a page opened signed in, App shows the signed-in app the boot's own step evaluated
// (index.ts), instead of importing it itself: both imports waited for one chunk group and resolved in one
// task, evaluating the contracts' first part and the whole signed-in app as one long task.
describe("App's signed-in element on a page opened signed in", () => {
  afterEach(cleanup);

  it("waits for the boot's step and renders the module that step evaluated", async () => {
    window.history.replaceState(null, '', '/administrador/user/proyectos');
    const evaluated = evaluatedByTheBoot();
    render(<App />);
    // the page's progress until the boot's step has run
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.queryByTestId('signed-in-app-from-the-boot')).toBeNull();
    const fromTheBoot = { default: () => <p data-testid="signed-in-app-from-the-boot">app</p> } as unknown as SignedInAppModule;
    await act(async () => evaluated.resolve(fromTheBoot));
    expect(await screen.findByTestId('signed-in-app-from-the-boot')).toBeTruthy();
  });
});
