import type { ResumenEnlacePortal } from '@insp/contracts/resumenes';
import { nameKey } from '@insp/domain';
import { type Connection, Types } from 'mongoose';

/*
 * The open portal links of a company (issue 20 §2, collection `portal_enlaces` of the portal
 * feature): the digest of a subcontract's contacts carries the link of each project it has items in.
 * Read here by the collection's documented fields only; a module without portal links has none.
 */

interface EnlaceDoc {
  _id: string;
  companyId: unknown;
  projectId: unknown;
  subcontratoNombre?: string | null;
  expiresAt: Date;
  revokedAt?: Date | null;
  createdAt?: Date;
}

/** At most this many open links are read per company (bounded: a link is issued per project and subcontract). */
const LINKS_MAX = 2000;

const idForms = (id: string): unknown[] => (Types.ObjectId.isValid(id) ? [id, new Types.ObjectId(id)] : [id]);
const hex = (value: unknown): string => (value instanceof Types.ObjectId ? value.toHexString() : String(value));

/** Open links of the company by `<projectId>:<nameKey(subcontract)>`: the newest one of each pair. */
export async function openPortalLinks(
  db: Connection,
  companyId: string,
  now: Date,
  urlOf: (linkId: string) => string,
  proyectos: ReadonlyMap<string, string>,
): Promise<Map<string, ResumenEnlacePortal>> {
  const docs = await db
    .collection<EnlaceDoc>('portal_enlaces')
    .find({ companyId: { $in: idForms(companyId) }, revokedAt: null, expiresAt: { $gt: now } })
    .sort({ createdAt: -1 })
    .limit(LINKS_MAX)
    .toArray();
  const links = new Map<string, ResumenEnlacePortal>();
  for (const doc of docs) {
    const proyectoId = hex(doc.projectId);
    const proyecto = proyectos.get(proyectoId);
    if (proyecto === undefined || !doc.subcontratoNombre) continue;
    const key = `${proyectoId}:${nameKey(doc.subcontratoNombre)}`;
    if (!links.has(key)) links.set(key, { proyectoId, proyecto, url: urlOf(doc._id) });
  }
  return links;
}
