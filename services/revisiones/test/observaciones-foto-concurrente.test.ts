import { files } from '@insp/messages';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { observacionesSuite } from './observaciones-fixtures.ts';

// Issue 17 §1 under a crowd: a file belongs to one record even when captures naming it arrive at once.
const { ctx, fx } = await observacionesSuite();

describe('one photo named by 20 captures at once', () => {
  it("exactly one observation is stored with it; the 19 others get 409 'La imagen ya pertenece a otro registro.' and store nothing", async () => {
    const h = await ctx.createHierarchy();
    const fileId = await fx.uploadJpeg(h.companyId, h.director);
    const responses = await Promise.all(Array.from({ length: 20 }, () => fx.capture(h, h.director, { Imagenes: [fileId] })));
    const stored = responses.filter((response) => response.statusCode === 201);
    expect(stored).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const response of refused) expect(response.json()).toEqual({ message: files.alreadyAttached });

    const winner = stored[0]?.json() as { id: string };
    const observaciones = await fx
      .Observaciones()
      .find({ listadoId: new Types.ObjectId(h.listadoId) })
      .toArray();
    expect(observaciones.map((o) => String(o._id))).toEqual([winner.id]);
    const archivo = await ctx.app.db.collection('archivos').findOne({ _id: new Types.ObjectId(fileId) });
    expect(archivo?.owner).toMatchObject({ entity: 'Observacion', id: winner.id });
  });
});
