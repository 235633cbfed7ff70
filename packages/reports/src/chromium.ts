/** Debian's Chromium unless $CHROMIUM_PATH names another binary. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags headless Chromium needs on these machines (containers without a sandbox or GPU, no background networking). */
export const HEADLESS_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
