import { revisiones as texts } from '@insp/messages/revisiones';
import { hierarchyProjectRows } from '@insp/module-service/testing';

import type { Fixture, Rows } from './types.ts';

export const rows: Rows = hierarchyProjectRows<Fixture>(texts, 'usuarios-revisiones');
