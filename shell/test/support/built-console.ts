import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { launchChromium } from './browser.ts';
import { ensureBuilds } from './ensure-builds.ts';
import { type Stack, startStack } from './stack.ts';

/**
 * The built console (shell and remotes) behind the gateway on stub services, and a Chromium: started
 * before the file's tests, closed after them. Read `browser` and `stack` inside the tests.
 */
export function builtConsole(): { readonly browser: Browser; readonly stack: Stack } {
  let browser: Browser | undefined;
  let stack: Stack | undefined;
  beforeAll(async () => {
    ensureBuilds();
    browser = await launchChromium();
    stack = await startStack();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (read it inside a test)`);
    return value;
  };
  return {
    get browser() {
      return started(browser, 'the browser');
    },
    get stack() {
      return started(stack, 'the stack');
    },
  };
}
