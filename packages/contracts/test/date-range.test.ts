import { describe, expect, it } from 'vitest';

import * as checklistRevisiones from '../src/checklist-revisiones/index.ts';
import * as revisiones from '../src/revisiones/index.ts';

const valid = '2025-03-01T03:00:00.000Z';
const PROJECT = 'a'.repeat(24);

// One valid and one malformed end used to crash the range rule (500) on five routes.
describe('date-range filters with one malformed end', () => {
  const cases = [
    ['revisiones listado observations', revisiones.ObservacionListQuery, {}],
    ['revisiones excel-resumen', revisiones.ExcelResumenParams, { projectId: PROJECT }],
    ['checklist project answers', checklistRevisiones.ResumenQuery, {}],
    ['checklist excel-resumen', checklistRevisiones.ExcelResumenParams, { projectId: PROJECT }],
  ] as const;
  for (const [name, schema, rest] of cases) {
    it(`${name}: refused with a message, never thrown`, () => {
      for (const [desde, hasta] of [
        [valid, 'no-es-fecha'],
        ['2025-13-45', valid],
      ]) {
        const result = schema.safeParse({ ...rest, desde, hasta });
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.path[0]).toBe(desde === valid ? 'hasta' : 'desde');
      }
      expect(schema.safeParse({ ...rest, desde: valid, hasta: '2025-02-01T00:00:00.000Z' }).success).toBe(false);
      expect(schema.safeParse({ ...rest, desde: valid, hasta: '2025-03-31T03:00:00.000Z' }).success).toBe(true);
    });
  }
});
