import type { InternalCompanyFull } from '@insp/contracts';
import { CORRECCION_FOTOS_MAX } from '@insp/contracts';
import type {
  EnlacePortal,
  EnlacePortalCreado,
  EnlacePortalCreateBody,
  EnlacePortalList,
  EnlacePortalRevocado,
  PortalCorreccionInformada,
  PortalItem,
  PortalSubcontratoOpciones,
  PortalVista,
} from '@insp/contracts/portal';
import { PORTAL_DIAS_DEFAULT } from '@insp/contracts/portal';
import { companyDay } from '@insp/domain';
import { common } from '@insp/messages';
import { portal as texts } from '@insp/messages/portal';
import { HttpError, oid } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { Types } from 'mongoose';

import { companyModuleOn } from '../access/company-module.ts';
import type { ModuleContext } from '../context.ts';
import { type Actor, eventAppender } from '../events/appender.ts';
import type { ProyectoBase } from '../hierarchy/scopes.ts';
import { informarCorreccion } from './correccion.ts';
import { type EnlaceDoc, enlacesCollection, portalFotosCollection } from './model.ts';
import type { PortalLink, PortalProvider } from './provider.ts';
import { linkToken, newLinkId, verifiedLinkId } from './token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PROJECT_ENTITY = 'Proyecto';

/** The project's history records what happens to its links under these actions. */
export const enlaceActions = { emitido: 'enlace-portal-emitido', usado: 'enlace-portal-usado', revocado: 'enlace-portal-revocado' } as const;

/** A link and what its gate read with it: the company and the project, both still there. */
export interface OpenLink {
  link: PortalLink;
  doc: EnlaceDoc;
  company: InternalCompanyFull;
  proyecto: string;
  /** Who the history names for what comes through the link. */
  actor: Actor;
}

function estadoOf(doc: EnlaceDoc, now: Date): EnlacePortal['estado'] {
  if (doc.revokedAt) return 'Revocado';
  return doc.expiresAt.getTime() <= now.getTime() ? 'Vencido' : 'Vigente';
}

/** The links, the gate of the public routes and a fix reported through a link (issue 20 §2). */
export function portalService(context: ModuleContext, provider: PortalProvider, log: FastifyBaseLogger) {
  const enlaces = enlacesCollection(context.db);
  const fotos = portalFotosCollection(context.db);
  const Proyectos = context.db.collection<ProyectoBase>(context.spec.projectsCollection);
  const appendEvent = eventAppender(context, log);

  const toEnlace = (doc: EnlaceDoc, now: Date): EnlacePortal => ({
    id: doc._id,
    modulo: provider.modulo,
    projectId: doc.projectId.toHexString(),
    subcontratoId: doc.subcontratoId.toHexString(),
    subcontratoNombre: doc.subcontratoNombre,
    createdBy: doc.createdBy,
    createdAt: doc.createdAt.toISOString(),
    expiresAt: doc.expiresAt.toISOString(),
    revokedAt: doc.revokedAt ? doc.revokedAt.toISOString() : null,
    estado: estadoOf(doc, now),
  });

  const linkOf = (doc: EnlaceDoc): PortalLink => ({
    id: doc._id,
    companyId: doc.companyId.toHexString(),
    projectId: doc.projectId.toHexString(),
    subcontratoId: doc.subcontratoId.toHexString(),
    subcontratoNombre: doc.subcontratoNombre,
  });

  /** The company's active project (404 'Este proyecto no existe.' otherwise, as the hierarchy answers). */
  async function activeProject(companyId: string, projectId: string): Promise<ProyectoBase> {
    const project = await Proyectos.findOne({ _id: oid(projectId), companyId: oid(companyId) });
    if (!project || project.Estado === 'Eliminado') throw new HttpError(404, common.notFound);
    return project;
  }

  const projectEvent = (doc: EnlaceDoc, actor: Actor, action: string) =>
    appendEvent({
      companyId: doc.companyId.toHexString(),
      actor,
      entity: PROJECT_ENTITY,
      entityId: doc.projectId.toHexString(),
      action,
      changes: { Subcontrato: { old: null, new: doc.subcontratoNombre }, Vence: { old: null, new: doc.expiresAt.toISOString() } },
      parents: { projectId: doc.projectId.toHexString() },
    });

  const publicUrl = (token: string) => `${context.config.publicUrl}/portal/${provider.modulo}/${token}`;

  return {
    publicUrl,

    async subcontratos(companyId: string, projectId: string): Promise<PortalSubcontratoOpciones> {
      await activeProject(companyId, projectId);
      return { items: await provider.subcontratos(companyId, projectId) };
    },

    /** A new link for a subcontract of the project; its token and URL are answered only here. */
    async issue(companyId: string, projectId: string, actor: Actor, body: EnlacePortalCreateBody, now = new Date()): Promise<EnlacePortalCreado> {
      await activeProject(companyId, projectId);
      const subcontrato = await provider.subcontrato(companyId, projectId, body.subcontratoId);
      if (!subcontrato) throw new HttpError(400, texts.subcontratoNoExiste);
      const dias = body.dias ?? PORTAL_DIAS_DEFAULT;
      const doc: EnlaceDoc = {
        _id: newLinkId(),
        companyId: oid(companyId),
        projectId: oid(projectId),
        subcontratoId: oid(subcontrato.id),
        subcontratoNombre: subcontrato.Nombre,
        createdBy: actor,
        createdAt: now,
        expiresAt: new Date(now.getTime() + dias * DAY_MS),
        revokedAt: null,
      };
      await enlaces.insertOne(doc);
      await projectEvent(doc, actor, enlaceActions.emitido);
      const token = linkToken(context.config, doc._id);
      return { message: texts.enlaceCreado, item: toEnlace(doc, now), token, url: publicUrl(token) };
    },

    async list(companyId: string, projectId: string, now = new Date()): Promise<EnlacePortalList> {
      await activeProject(companyId, projectId);
      const docs = await enlaces
        .find({ companyId: oid(companyId), projectId: oid(projectId) })
        .sort({ createdAt: -1 })
        .limit(500)
        .toArray();
      return { items: docs.map((doc) => toEnlace(doc, now)) };
    },

    /** Revokes at once (a revoked link stays revoked; revoking again changes nothing). */
    async revoke(companyId: string, projectId: string, enlaceId: string, actor: Actor, now = new Date()): Promise<EnlacePortalRevocado> {
      await activeProject(companyId, projectId);
      const filter = { _id: enlaceId, companyId: oid(companyId), projectId: oid(projectId) };
      const before = await enlaces.findOne(filter);
      if (!before) throw new HttpError(404, texts.enlaceNoEncontrado);
      if (before.revokedAt) return { message: texts.enlaceRevocado, item: toEnlace(before, now) };
      await enlaces.updateOne({ ...filter, revokedAt: null }, { $set: { revokedAt: now } });
      const after = (await enlaces.findOne(filter)) ?? { ...before, revokedAt: now };
      await projectEvent(after, actor, enlaceActions.revocado);
      return { message: texts.enlaceRevocado, item: toEnlace(after, now) };
    },

    /**
     * The gate of every public route: a token of this service (404 otherwise), a link that exists
     * (404), not revoked (410) nor expired (410), of a company with the module on and an active
     * project (404). Never any data before all of this holds.
     */
    async open(token: string, now = new Date()): Promise<OpenLink> {
      const linkId = verifiedLinkId(context.config, token);
      if (!linkId) throw new HttpError(404, texts.enlaceInvalido);
      const doc = await enlaces.findOne({ _id: linkId });
      if (!doc) throw new HttpError(404, texts.enlaceInvalido);
      if (doc.revokedAt) throw new HttpError(410, texts.enlaceRevocadoPublico);
      if (doc.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, texts.enlaceVencido);
      const company = await context.admin.company(doc.companyId.toHexString());
      if (!company || !company.Activado || !companyModuleOn(company, context.spec.module)) throw new HttpError(404, texts.enlaceInvalido);
      const project = await Proyectos.findOne({ _id: doc.projectId, companyId: doc.companyId });
      if (!project || project.Estado === 'Eliminado') throw new HttpError(404, texts.enlaceInvalido);
      const actor = { id: `portal:${doc._id}`, name: texts.actorSubcontrato(doc.subcontratoNombre) };
      return { link: linkOf(doc), doc, company, proyecto: project.NombreProyecto, actor };
    },

    /** The page: who shares it, until when, and the open items; the first view of a company day (on its ZonaHoraria) goes in the project's history. */
    async view(open: OpenLink, now = new Date()): Promise<PortalVista> {
      const day = companyDay(now, open.company.ZonaHoraria);
      const first = await enlaces.updateOne({ _id: open.doc._id, usadoDia: { $ne: day } }, { $set: { usadoDia: day } });
      if (first.modifiedCount > 0) await projectEvent(open.doc, open.actor, enlaceActions.usado);
      return {
        modulo: provider.modulo,
        empresa: open.company.Nombre,
        proyecto: open.proyecto,
        subcontrato: open.doc.subcontratoNombre,
        expiresAt: open.doc.expiresAt.toISOString(),
        LimiteFotos: limiteFotos(open.company),
        items: await provider.items(open.link, open.company, now),
      };
    },

    /** Stores a photo uploaded through the link (a fix being written), as the console's upload does. */
    async upload(open: OpenLink, data: Buffer, now = new Date()) {
      const stored = await context.files.storeImage(open.link.companyId, data, { uploadedBy: '', kind: 'photo' });
      await fotos.insertOne({ _id: oid(stored.id), companyId: open.doc.companyId, enlaceId: open.doc._id, createdAt: now });
      return stored;
    },

    /** Company purge: its links and the record of their photos (the files go with the platform's cascade). */
    async deleteCompany(companyId: string): Promise<number> {
      const links = await enlaces.deleteMany({ companyId: oid(companyId) });
      const uploads = await fotos.deleteMany({ companyId: oid(companyId) });
      return links.deletedCount + uploads.deletedCount;
    },

    /**
     * May the link show this photo? One of an item in its scope (the item's own or its fix's), or
     * one uploaded through the link (a fix being written).
     */
    async mayShowFoto(open: OpenLink, fileId: string, now = new Date()): Promise<boolean> {
      if (await fotos.findOne({ _id: oid(fileId), companyId: open.doc.companyId, enlaceId: open.doc._id })) return true;
      const items = await provider.items(open.link, open.company, now);
      return items.some((item) => item.fotos.includes(fileId) || (item.correccion?.fotos.includes(fileId) ?? false));
    },

    /** A fix of an open item of the link: comment and photos uploaded through the link, at most the company's LimiteFotos. */
    async informar(open: OpenLink, itemId: string, body: { comentario: string; fotos: string[] }, now = new Date()): Promise<PortalCorreccionInformada> {
      const found = await provider.item(open.link, itemId, open.company, now);
      if (!found) throw new HttpError(404, texts.itemNoEncontrado);
      const limit = limiteFotos(open.company);
      if (body.fotos.length > limit) throw new HttpError(400, texts.tooManyFotos(limit));
      const ids = [...new Set(body.fotos)];
      const correccion = informarCorreccion(found.correccion, { comentario: body.comentario, fotos: ids, enlaceId: open.doc._id }, now);
      const own = await fotos.countDocuments({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) }, companyId: open.doc.companyId, enlaceId: open.doc._id });
      if (own !== ids.length) throw new HttpError(400, texts.fotoNoDisponible);
      await context.files.attach(open.link.companyId, ids, { entity: provider.entity, id: itemId, projectId: open.link.projectId });
      const item: PortalItem | null = await provider.informar(open.link, itemId, found.correccion, correccion, open.actor, open.company);
      if (!item) throw new HttpError(409, texts.correccionYaInformada);
      return { message: texts.correccionInformada, item };
    },
  };
}
export type PortalService = ReturnType<typeof portalService>;

/** Photos a fix may carry: the company's LimiteFotos (never over the contract's bound). */
export function limiteFotos(company: Pick<InternalCompanyFull, 'LimiteFotos'>): number {
  return Math.max(0, Math.min(company.LimiteFotos, CORRECCION_FOTOS_MAX));
}
