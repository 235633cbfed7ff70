import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library cleans up by itself only with vitest globals, which this repo does not enable.
afterEach(cleanup);
