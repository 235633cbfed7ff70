import { revisiones as texts } from '@insp/messages/revisiones';
import { hierarchyListadoRows } from '@insp/module-service/testing';

import type { Fixture, Rows } from './types.ts';

export const rows: Rows = hierarchyListadoRows<Fixture>(texts);
