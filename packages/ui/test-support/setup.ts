// Setup of every component test run (see vitest-component.ts).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { COMPONENT_WAIT_LIMIT_MS } from './vitest-component.ts';

// Testing Library cleans up by itself only with vitest globals, which this repo does not enable.
afterEach(cleanup);
// findBy… and waitFor wait for what the user sees; the default 1 s bound failed on a loaded machine.
configure({ asyncUtilTimeout: COMPONENT_WAIT_LIMIT_MS });
