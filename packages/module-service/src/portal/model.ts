import type { Connection, Types } from 'mongoose';

/** Collection of the portal's links in the module's own database. */
export const PORTAL_COLLECTION = 'portal_enlaces';

/** One link a director issued for a subcontract of a project (issue 20 §2). */
export interface EnlaceDoc {
  /** The link id (22 random base64url characters): the token is this id and its signature. */
  _id: string;
  companyId: Types.ObjectId;
  projectId: Types.ObjectId;
  subcontratoId: Types.ObjectId;
  subcontratoNombre: string;
  createdBy: { id: string; name: string };
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The company day ('YYYY-MM-DD') of the last use recorded in the project's history (one per day). */
  usadoDia?: string;
}

export function enlacesCollection(db: Connection) {
  return db.collection<EnlaceDoc>(PORTAL_COLLECTION);
}

/**
 * A fix as an item stores it (`correccion` of an observation or an answer); the contract's
 * `Correccion` is its answer (ISO dates, hex ids).
 */
export interface CorreccionDoc {
  estado: 'Informada' | 'Devuelta' | 'Aceptada';
  comentario: string;
  fotos: Types.ObjectId[];
  informadaEn: Date;
  /** The link it came through. */
  enlaceId: string;
  comentarioRevision?: string;
  revisadaEn?: Date;
}

/** Photos uploaded through a link (the file store records no uploader for them): what the link may show and attach. */
export const PORTAL_FOTOS_COLLECTION = 'portal_fotos';

export interface PortalFotoDoc {
  /** The file id. */
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  enlaceId: string;
  createdAt: Date;
}

export function portalFotosCollection(db: Connection) {
  return db.collection<PortalFotoDoc>(PORTAL_FOTOS_COLLECTION);
}
