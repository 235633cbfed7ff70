import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Testing Library cleans up by itself only with vitest globals, which this repo does not enable.
afterEach(cleanup);
// The machine is shared: a lazy chunk's first import or a debounced filter may take past the default 1 s.
configure({ asyncUtilTimeout: 5_000 });
