import { collections } from '../../shared/collections.ts';
import type { Feature } from '../../shared/feature.ts';
import { RESPUESTA_ENTITY } from '../../shared/respuestas.ts';
import { respuestasRepository } from './repository.ts';
import { respuestasRoutes } from './routes.ts';
import { respuestasService } from './service.ts';

/**
 * Answers of the error types: capture, keyset list, edit. Their photos are files of the service
 * attached to the answer; any removal above them (error type, subcontract, room, a replaced
 * checklist, a purged listado or project) queues them for removal.
 */
export const respuestas: Feature = async (app, deps) => {
  const repository = respuestasRepository(app.db);
  // The unique Order index must exist before the first race.
  await repository.init();
  respuestasRoutes(app, respuestasService(deps.context, repository, app.log));
  // An answer's photo goes where the answer goes (the file route asks its project).
  deps.context.files.ownedBy(RESPUESTA_ENTITY, { collection: collections.respuestas });
  deps.below.register('respuestas', (companyId, nivel, ids) =>
    repository.removeBelow(companyId, nivel, ids, (batch) =>
      deps.context.files.releaseOwners(
        companyId,
        batch.map((id) => ({ entity: RESPUESTA_ENTITY, id: id.toHexString() })),
      ),
    ),
  );
  // Records first; the platform's 'archivos' cascade then removes every file of the company.
  deps.context.cascades.register({ name: 'Respuestas', deleteCompany: (companyId) => repository.deleteCompany(companyId) });
};
