import { revisiones as texts } from '@insp/messages/revisiones';
import { hierarchyRevisionRows } from '@insp/module-service/testing';

import type { Fixture, Rows } from './types.ts';

export const rows: Rows = hierarchyRevisionRows<Fixture>(texts);
