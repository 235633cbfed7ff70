import { portal } from '@insp/messages/portal';
import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { withMessageAs } from '../message.ts';
import { ProyectoParams } from '../review-family/comunes.ts';

/**
 * Portal links (issue 20 §2), director side: a director of the company (or the Administrador) issues
 * a link for one subcontract of one project, lists the project's links and revokes one. Served by the
 * revisiones and checklist-revisiones services alike (`/api/<module>/companies/…/enlaces-portal`).
 * The token is answered once, on creation (only its signature is never stored, it is derived again);
 * the list shows each link's state.
 */
export const PORTAL_MODULES = ['revisiones', 'checklist-revisiones'] as const;
export const PortalModulo = z.enum(PORTAL_MODULES);
export type PortalModulo = z.infer<typeof PortalModulo>;

export const PORTAL_DIAS_DEFAULT = portal.diasDefault;
export const PORTAL_DIAS_MAX = portal.diasMax;

/** A link's id: 22 base64url characters (128 random bits). */
export const EnlaceId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, portal.enlaceNoEncontrado);

export const EnlacePortalParams = ProyectoParams.extend({ enlaceId: EnlaceId });
export type EnlacePortalParams = z.infer<typeof EnlacePortalParams>;

export const enlacePortalEstados = ['Vigente', 'Vencido', 'Revocado'] as const;
export const EnlacePortalEstado = z.enum(enlacePortalEstados);
export type EnlacePortalEstado = z.infer<typeof EnlacePortalEstado>;

/**
 * `POST .../enlaces-portal`: the subcontract (revisiones: an id of the company's Subcontratos
 * catalogue; checklist-revisiones: an id of a subcontract of the project, which covers every
 * subcontract of that name or template reference in the project) and the days it opens (30 unless said).
 */
export const EnlacePortalCreateBody = z.strictObject({
  subcontratoId: z.string({ error: portal.subcontratoRequired }).regex(/^[a-f0-9]{24}$/, portal.subcontratoRequired),
  dias: z
    .number({ error: portal.diasInvalidos })
    .int(portal.diasInvalidos)
    .min(1, portal.diasInvalidos)
    .max(PORTAL_DIAS_MAX, portal.diasInvalidos)
    .default(PORTAL_DIAS_DEFAULT),
});
export type EnlacePortalCreateBody = z.input<typeof EnlacePortalCreateBody>;

export const EnlacePortal = z.object({
  id: EnlaceId,
  modulo: PortalModulo,
  projectId: ObjectId,
  subcontratoId: ObjectId,
  subcontratoNombre: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** At read time: Revocado once revoked, else Vencido past expiresAt, else Vigente. */
  estado: EnlacePortalEstado,
});
export type EnlacePortal = z.infer<typeof EnlacePortal>;

/** The answer to a creation: the link, its token and its public URL (`${PUBLIC_URL}/portal/<module>/<token>`), shown once. */
export const EnlacePortalCreado = withMessageAs('item', EnlacePortal).extend({ token: z.string(), url: z.string() });
export type EnlacePortalCreado = z.infer<typeof EnlacePortalCreado>;

export const EnlacePortalList = z.object({ items: z.array(EnlacePortal) });
export type EnlacePortalList = z.infer<typeof EnlacePortalList>;

export const EnlacePortalRevocado = withMessageAs('item', EnlacePortal);
export type EnlacePortalRevocado = z.infer<typeof EnlacePortalRevocado>;

/** The subcontracts a link may be issued for in the project (the dialog's choices). */
export const PortalSubcontratoOpcion = z.object({ id: ObjectId, Nombre: z.string() });
export const PortalSubcontratoOpciones = z.object({ items: z.array(PortalSubcontratoOpcion) });
export type PortalSubcontratoOpciones = z.infer<typeof PortalSubcontratoOpciones>;

const base = '/companies/:companyId/proyectos/:projectId/enlaces-portal';
const routes = collectionRoutes({ tags: ['portal'], base, params: ProyectoParams, item: { segment: ':enlaceId', params: EnlacePortalParams } });

export const enlacesPortalEndpoints = {
  list: routes.list('Enlaces del portal de subcontratistas emitidos en el proyecto (más recientes primero)', { response: EnlacePortalList }),
  create: routes.create(
    "Emite un enlace del portal para un subcontrato del proyecto ('Compartir con subcontratista'); el token se muestra solo en esta respuesta",
    { body: EnlacePortalCreateBody, response: EnlacePortalCreado },
  ),
  revoke: routes.remove('Revoca un enlace del portal (deja de abrir de inmediato)', EnlacePortalRevocado),
  subcontratos: routes.route({
    method: 'GET',
    path: `${base}/subcontratos`,
    summary: 'Subcontratos del proyecto para los que se puede emitir un enlace del portal',
    params: ProyectoParams,
    response: PortalSubcontratoOpciones,
  }),
} as const;
