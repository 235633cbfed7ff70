import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { hierarchyRevisionRows } from '@insp/module-service/testing';

import type { Fixture, Rows } from './types.ts';

export const rows: Rows = hierarchyRevisionRows<Fixture>(texts);
