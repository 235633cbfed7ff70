import { portal } from '@insp/messages/portal';
import { z } from 'zod';

import { endpoint } from '../endpoint.ts';
import { ImageBytes, ImageSizeName, StoredImage } from '../files.ts';
import { ObjectId } from '../identity.ts';
import { comentarioCorreccion, Correccion, CORRECCION_FOTOS_MAX } from './correccion.ts';
import { PortalModulo } from './enlaces.ts';

/**
 * The contractor portal's public routes (issue 20 §2), served by each module service under
 * `/portal/:token` (through the gateway `/api/<module>/portal/…`, without a session): the token is
 * `<linkId>.<signature>` of a link. An unknown or forged token answers 404, an expired or revoked
 * one 410, each with a Spanish `{message}` and no data; too many calls through one link or address,
 * 429. The portal sees only the link's subcontract's open items of the link's project.
 */
export const PortalToken = z.string().min(1).max(200);

export const PortalParams = z.strictObject({ token: PortalToken });
export type PortalParams = z.infer<typeof PortalParams>;
export const PortalFotoParams = PortalParams.extend({ fileId: ObjectId });
export type PortalFotoParams = z.infer<typeof PortalFotoParams>;
export const PortalItemParams = PortalParams.extend({ itemId: ObjectId });
export type PortalItemParams = z.infer<typeof PortalItemParams>;

export const PortalFotoQuery = z.strictObject({ size: ImageSizeName.default('web') });
export type PortalFotoQuery = z.infer<typeof PortalFotoQuery>;

/** One labelled part of an item's location, in order (revisiones: Revisión, Listado, Sector, Recinto; checklist: Revisión, Listado, Recinto, Subcontrato, Error tipo). */
export const PortalUbicacion = z.object({ campo: z.string(), valor: z.string() });

/** An open item as the portal shows it (photos through `GET /portal/:token/fotos/:fileId`). */
export const PortalItem = z.object({
  id: ObjectId,
  /** The observation's Numero; the answer's Order in its listado. */
  Numero: z.number().int().positive(),
  ubicacion: z.array(PortalUbicacion),
  ErrorTipo: z.string(),
  /** The director's (or inspector's) comment on the item. */
  Comentario: z.string(),
  /** Revisiones only; null for checklist answers. */
  Prioridad: z.string().nullable(),
  /** The stored state ('Observada', 'Por Vencer', 'Vencida' / 'Por Resolver') and how it is shown. */
  Estado: z.string(),
  EstadoLabel: z.string(),
  /** When it falls due (ISO); null when the item has no due date (checklist answers). */
  Vence: z.string().nullable(),
  CreatedAt: z.string(),
  fotos: z.array(ObjectId),
  correccion: Correccion.nullable(),
});
export type PortalItem = z.infer<typeof PortalItem>;

export const PortalVista = z.object({
  modulo: PortalModulo,
  empresa: z.string(),
  proyecto: z.string(),
  subcontrato: z.string(),
  expiresAt: z.string(),
  /** Photos a fix may carry (the company's LimiteFotos). */
  LimiteFotos: z.number().int().min(0).max(CORRECCION_FOTOS_MAX),
  items: z.array(PortalItem),
});
export type PortalVista = z.infer<typeof PortalVista>;

/** `POST /portal/:token/items/:itemId/correccion`: what was done, with photos uploaded through the link. */
export const PortalCorreccionBody = z.strictObject({
  comentario: comentarioCorreccion(portal.comentarioRequired, portal.comentarioTooLong),
  fotos: z.array(ObjectId, { error: portal.fotoNoDisponible }).max(CORRECCION_FOTOS_MAX, portal.tooManyFotos(CORRECCION_FOTOS_MAX)).default([]),
});
export type PortalCorreccionBody = z.input<typeof PortalCorreccionBody>;

export const PortalCorreccionInformada = z.object({ message: z.string(), item: PortalItem });
export type PortalCorreccionInformada = z.infer<typeof PortalCorreccionInformada>;

const tags = ['portal'];

export const portalEndpoints = {
  view: endpoint({
    method: 'GET',
    path: '/portal/:token',
    summary: 'Portal de subcontratistas: empresa, proyecto, subcontrato, vigencia e ítems abiertos del enlace (sin sesión)',
    tags,
    params: PortalParams,
    response: PortalVista,
  }),
  /**
   * multipart/form-data with one image field, as `POST /companies/:companyId/files`; the typed client
   * does not send it: the page posts a FormData to its URL.
   */
  upload: endpoint({
    method: 'POST',
    path: '/portal/:token/fotos',
    summary: 'Sube una foto de una corrección (multipart/form-data, sin sesión)',
    tags,
    params: PortalParams,
    status: 201,
    response: StoredImage,
  }),
  foto: endpoint({
    method: 'GET',
    path: '/portal/:token/fotos/:fileId',
    summary: 'Una foto de un ítem del enlace o subida por el enlace (sin sesión)',
    tags,
    params: PortalFotoParams,
    query: PortalFotoQuery,
    produces: ['image/jpeg', 'image/png'],
    response: ImageBytes,
  }),
  correccion: endpoint({
    method: 'POST',
    path: '/portal/:token/items/:itemId/correccion',
    summary: 'Informa la corrección de un ítem abierto del enlace (comentario y fotos, sin sesión)',
    tags,
    params: PortalItemParams,
    body: PortalCorreccionBody,
    response: PortalCorreccionInformada,
  }),
} as const;
