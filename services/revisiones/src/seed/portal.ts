import { type CatalogosObservacion } from '@insp/contracts';
import { enlacesPortalEndpoints } from '@insp/contracts/portal';
import type { SeedClient } from '@insp/module-service/seed-api';
import { type Connection, Types } from 'mongoose';

import { collections } from '../shared/collections.ts';

/** The demo project whose subcontract gets a contractor-portal link (issue 20 §2). */
export const PORTAL_DEMO_PROJECT = 'Edificio Los Robles';

/** The demo link: which subcontract and project, and its public URL (printed by `npm start`). */
export interface DemoPortalLink {
  subcontrato: string;
  proyecto: string;
  url: string;
}

/**
 * Issues one portal link, as the director would ('Compartir con subcontratista'), for the
 * subcontract with the most open observations of the project; null when it has none open.
 */
export async function seedPortalLink(
  api: SeedClient,
  db: Connection,
  companyId: string,
  projectId: string,
  catalogos: CatalogosObservacion,
): Promise<DemoPortalLink | null> {
  const [busiest] = await db
    .collection(collections.observaciones)
    .aggregate<{ _id: string; abiertas: number }>([
      { $match: { companyId: new Types.ObjectId(companyId), projectId: new Types.ObjectId(projectId), Resuelta: null } },
      { $group: { _id: '$Subcontrato', abiertas: { $sum: 1 } } },
      { $sort: { abiertas: -1, _id: 1 } },
      { $limit: 1 },
    ])
    .toArray();
  const subcontrato = catalogos.subcontratos.find((item) => item.Nombre === busiest?._id);
  if (!subcontrato) return null;
  const created = await api.send(enlacesPortalEndpoints.create, { params: { companyId, projectId }, body: { subcontratoId: subcontrato.id } });
  return { subcontrato: subcontrato.Nombre, proyecto: PORTAL_DEMO_PROJECT, url: created.url };
}
