import type { FileOwnerKind } from '@insp/module-service';
import { oid, type ZodApp } from '@insp/service-kit';
import type { Types } from 'mongoose';

import { collections, entities } from '../../shared/collections.ts';
import type { HojaOTDoc } from '../../shared/documents.ts';
import { eventAppender, type FeatureDeps } from '../../shared/feature.ts';
import { capturaRepository } from './repository.ts';
import { capturaRoutes } from './routes.ts';
import { capturaService } from './service.ts';

/** Reviewer capture (answers and signatures): routes and the company cascade. */
export function captura(app: ZodApp, deps: FeatureDeps): void {
  const service = capturaService(capturaRepository(app.db), deps.context, eventAppender(deps.context, app.log));
  capturaRoutes(app, service);

  // Answer photos and signatures go where their sheet goes: to who sees the project, and (as the
  // sheet itself, neoScopes) to the sheet's reviewers.
  const Hojas = app.db.collection<Pick<HojaOTDoc, '_id' | 'companyId' | 'Revisores'>>(collections.hojas);
  const reviewerOf =
    (collection: string): FileOwnerKind['alsoReadBy'] =>
    async ({ companyId, recordId, userId }) => {
      const record = await app.db
        .collection<{ _id: Types.ObjectId; hojaId: Types.ObjectId }>(collection)
        .findOne({ companyId: oid(companyId), _id: oid(recordId) }, { projection: { hojaId: 1 } });
      if (!record) return false;
      const hoja = await Hojas.findOne({ companyId: oid(companyId), _id: record.hojaId }, { projection: { Revisores: 1 } });
      return hoja?.Revisores.some((revisor) => revisor.id.toHexString() === userId) ?? false;
    };
  deps.context.files.ownedBy(entities.respuesta, { collection: collections.respuestas, alsoReadBy: reviewerOf(collections.respuestas) });
  deps.context.files.ownedBy(entities.firma, { collection: collections.firmas, alsoReadBy: reviewerOf(collections.firmas) });
  deps.context.cascades.register({ name: 'captura', deleteCompany: (companyId) => service.deleteCompany(companyId) });
}
