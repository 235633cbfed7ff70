import { platformRows } from '@insp/module-service/testing';

import type { Fixture, Rows } from './types.ts';

/** The module platform's routes as this service registers them (their rows are packages/module-service's). */
export const rows: Rows = platformRows<Fixture>();
