import { ModuleService } from '@insp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Types } from 'mongoose';
import { type Connection } from 'mongoose';

import { webhooksRepository } from '../features/webhooks/repository.ts';
import { type EmpresaDoc, models, type UsuarioDoc } from '../models/index.ts';
import { deleteCompanyCatalogs } from '../repositories/catalogs.ts';
import { deleteCompanyContent } from '../repositories/company-content.ts';
import { allModuleServices, type ModuleClient } from './client.ts';

const knownServices = (names: readonly string[]): ModuleService[] => names.filter((name): name is ModuleService => ModuleService.safeParse(name).success);

/** Removes the sign-in data of some users: accounts, refresh families and their rotations, reset tokens and their uses. */
async function deleteSignIn(db: Connection, userIds: Types.ObjectId[]): Promise<void> {
  if (userIds.length === 0) return;
  const { Account, Session, SessionRotation, ResetToken, ResetTokenClaim } = models(db);
  // Rotations name their session only: found through the sessions, before those go.
  const sessionIds = (
    await Session.find({ userId: { $in: userIds } }, { _id: 1 })
      .lean()
      .exec()
  ).map((session) => session._id);
  await Promise.all([
    Account.deleteMany({ userId: { $in: userIds } }).exec(),
    SessionRotation.deleteMany({ sessionId: { $in: sessionIds } }).exec(),
    ResetToken.deleteMany({ userId: { $in: userIds } }).exec(),
    ResetTokenClaim.deleteMany({ userId: { $in: userIds } }).exec(),
  ]);
  await Session.deleteMany({ userId: { $in: userIds } }).exec();
}

/**
 * One attempt of a permanent company delete. The first attempt marks the company (Purga) and
 * removes everything admin holds for it: users and their sign-in data, catalogue copies, checklist
 * templates. Then every module service still pending is asked to delete its data; when all have
 * confirmed the company document goes. Returns the services still pending (retried later).
 */
export async function purgeCompany(db: Connection, client: ModuleClient, companyId: Types.ObjectId): Promise<ModuleService[]> {
  const { Empresa, Usuario } = models(db);
  const company = await Empresa.findOne({ _id: companyId }).lean<EmpresaDoc>().exec();
  if (!company) return [];
  let pending: ModuleService[];
  if (company.Purga) pending = knownServices(company.Purga.pendiente);
  else {
    pending = allModuleServices();
    await Empresa.updateOne(
      { _id: companyId },
      { $set: { Activado: false, FechaEliminacion: company.FechaEliminacion ?? new Date(), Purga: { pendiente: pending, iniciada: new Date(), intentos: 0 } } },
    ).exec();
  }

  // Admin's own data (idempotent: a retry finds nothing left).
  const users = await Usuario.find({ EmpresaReference: companyId }, { _id: 1 }).lean<Pick<UsuarioDoc, '_id'>[]>().exec();
  const userIds = users.map((u) => u._id);
  for (let i = 0; i < userIds.length; i += 500) await deleteSignIn(db, userIds.slice(i, i + 500));
  await Usuario.deleteMany({ EmpresaReference: companyId }).exec();
  await deleteCompanyCatalogs(db, companyId);
  await deleteCompanyContent(db, companyId);
  await webhooksRepository(db).deleteCompany(companyId);

  const confirmed = await Promise.all(pending.map((service) => client.deleteCompany(service, companyId.toHexString())));
  const remaining = pending.filter((_, i) => !confirmed[i]);
  if (remaining.length === 0) await Empresa.deleteOne({ _id: companyId }).exec();
  else await Empresa.updateOne({ _id: companyId }, { $set: { 'Purga.pendiente': remaining }, $inc: { 'Purga.intentos': 1 } }).exec();
  return remaining;
}

/**
 * Asks the module services still pending for a deleted user to take the user out of every
 * Responsables list of the company; stores what is left to do.
 */
export async function removeUserFromModules(
  db: Connection,
  client: ModuleClient,
  user: Pick<UsuarioDoc, '_id' | 'EmpresaReference' | 'PendientesResponsables'>,
): Promise<ModuleService[]> {
  const pending = knownServices(user.PendientesResponsables);
  if (pending.length === 0 || !user.EmpresaReference) return [];
  const companyId = user.EmpresaReference.toHexString();
  const confirmed = await Promise.all(pending.map((service) => client.removeResponsable(service, user._id.toHexString(), companyId)));
  const remaining = pending.filter((_, i) => !confirmed[i]);
  await models(db)
    .Usuario.updateOne({ _id: user._id }, { $set: { PendientesResponsables: remaining } })
    .exec();
  return remaining;
}

/** One pass of the retry loop: unfinished company purges, then unfinished user removals. */
export async function retryPendingCascades(db: Connection, client: ModuleClient): Promise<void> {
  const { Empresa, Usuario } = models(db);
  const purging = await Empresa.find({ Purga: { $ne: null } }, { _id: 1 })
    .limit(100)
    .lean<Pick<EmpresaDoc, '_id'>[]>()
    .exec();
  for (const { _id } of purging) await purgeCompany(db, client, _id);
  const users = await Usuario.find(
    { Deleted: true, PendientesResponsables: { $in: allModuleServices() } },
    { _id: 1, EmpresaReference: 1, PendientesResponsables: 1 },
  )
    .limit(500)
    .lean<Pick<UsuarioDoc, '_id' | 'EmpresaReference' | 'PendientesResponsables'>[]>()
    .exec();
  for (const user of users) await removeUserFromModules(db, client, user);
}

/** The background retry loop: started with the app, stopped (and awaited) on close. */
export function startCascadeRetry(db: Connection, client: ModuleClient, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = retryPendingCascades(db, client)
      .catch((error: unknown) => log.error({ err: error }, 'cascade retry failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    if (running) await running;
  };
}
