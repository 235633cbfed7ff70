import { resumenes } from '@insp/messages/resumenes';
import { z } from 'zod';

import { ModuleService } from './company-admin.ts';
import { instantBound, rangeInOrder } from './date-range.ts';
import { ObjectId } from './identity.ts';

/*
 * Morning digests by mail (issue 20 §3). admin asks every module service of a company what happened
 * in [desde, hasta) (`GET /internal/companies/:companyId/resumen`, x-internal-token) and mails it:
 * one mail per contact of a subcontract of the company's catalogue, one per responsible user.
 */

/**
 * The digest's sections: `nuevos` created in the window and still open, `porVencer` due soon,
 * `porResolver` overdue (revisiones' 'Vencida', shown 'Por Resolver') or checklist answers 'Por
 * Resolver', `correcciones` fixes reported through the portal waiting for the responsible,
 * `hojasPendientes` / `hojasRechazadas` NEO sheets not finished / with a rejected answer.
 */
export const resumenSecciones = ['nuevos', 'porVencer', 'porResolver', 'correcciones', 'hojasPendientes', 'hojasRechazadas'] as const;
export const ResumenSeccionTipo = z.enum(resumenSecciones);
export type ResumenSeccionTipo = z.infer<typeof ResumenSeccionTipo>;

/** One item of a section: where it is and a console path (without the origin) that opens it. */
export const ResumenItem = z.object({
  id: z.string(),
  proyectoId: ObjectId,
  proyecto: z.string(),
  /** Numero (observations, sheets) or Orden (checklist answers). */
  numero: z.number(),
  /** The state as the console shows it ('Por Vencer', 'Por Resolver', 'En Proceso'…). */
  estado: z.string(),
  /** revision / listado / sector / recinto, or recinto / subcontrato / error tipo, or the space. */
  ubicacion: z.string(),
  creado: z.iso.datetime({ offset: true }),
  /** Console path, e.g. `/administrador/proyectos/<id>/observaciones`; the mail prefixes PUBLIC_URL. */
  enlace: z.string(),
});
export type ResumenItem = z.infer<typeof ResumenItem>;

/** A section: its first items (at most RESUMEN_ITEMS_MAX, newest first) and how many there are. */
export const ResumenSeccion = z.object({ tipo: ResumenSeccionTipo, total: z.number().int().min(0), items: z.array(ResumenItem) });
export type ResumenSeccion = z.infer<typeof ResumenSeccion>;

/** Items listed per section; `total` counts them all. */
export const RESUMEN_ITEMS_MAX = 50;

/** The open portal link of a subcontract in a project (the contact's way in, no account needed). */
export const ResumenEnlacePortal = z.object({ proyectoId: ObjectId, proyecto: z.string(), url: z.string() });
export type ResumenEnlacePortal = z.infer<typeof ResumenEnlacePortal>;

/** A subcontract's part: `subcontratoId` is the company catalogue's item (null when none matches its name). */
export const ResumenSubcontrato = z.object({
  subcontratoId: ObjectId.nullable(),
  nombre: z.string(),
  secciones: z.array(ResumenSeccion),
  enlacesPortal: z.array(ResumenEnlacePortal),
});
export type ResumenSubcontrato = z.infer<typeof ResumenSubcontrato>;

/** A responsible user's part: their projects' items (sections with nothing are left out). */
export const ResumenUsuario = z.object({ userId: ObjectId, secciones: z.array(ResumenSeccion) });
export type ResumenUsuario = z.infer<typeof ResumenUsuario>;

/** What one module service answers for a company. */
export const ResumenModulo = z.object({
  modulo: ModuleService,
  desde: z.iso.datetime({ offset: true }),
  hasta: z.iso.datetime({ offset: true }),
  subcontratos: z.array(ResumenSubcontrato),
  usuarios: z.array(ResumenUsuario),
});
export type ResumenModulo = z.infer<typeof ResumenModulo>;

export const ResumenQuery = z
  .strictObject({ desde: instantBound, hasta: instantBound })
  .refine(rangeInOrder, { message: resumenes.rangoInvalido, path: ['hasta'] });
export type ResumenQuery = z.infer<typeof ResumenQuery>;
