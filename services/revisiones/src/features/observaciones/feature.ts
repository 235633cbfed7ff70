import { collections } from '../../shared/collections.ts';
import type { Feature } from '../../shared/feature.ts';
import { observacionesRepository } from './repository.ts';
import { observacionesRoutes } from './routes.ts';
import { ENTITY, observacionesService } from './service.ts';

/**
 * Observations of the listados (spec 001 §2 'Observaciones', §4): capture, keyset list, edit with
 * history, the project summary and the catalogues the screens offer. Their photos are files of the
 * service attached to the observation; a purge of the project or a listado queues them for removal.
 */
export const observaciones: Feature = async (app, { context, lifecycle }) => {
  const repository = observacionesRepository(app.db);
  await repository.init();
  const service = observacionesService(context, repository, app.log);
  observacionesRoutes(app, service);
  // An observation's photos go where the observation goes (the file route asks its project).
  context.files.ownedBy(ENTITY, { collection: collections.observaciones });

  const releaseFiles = (companyId: string) => (ids: { toHexString(): string }[]) =>
    context.files.releaseOwners(
      companyId,
      ids.map((id) => ({ entity: ENTITY, id: id.toHexString() })),
    );
  lifecycle.onPurgeProject((companyId, projectId) => repository.deleteByProject(companyId, projectId, releaseFiles(companyId)));
  lifecycle.onDeleteListado((companyId, listadoIds) => repository.deleteByListados(companyId, listadoIds, releaseFiles(companyId)));
  // Records first; the platform's 'archivos' cascade then removes every file of the company.
  context.cascades.register({ name: 'Observaciones', deleteCompany: (companyId) => repository.deleteCompany(companyId) });
};
