/**
 * Hooks through which a feature reacts to another's removals without importing it (features never
 * import each other). Created once in app.ts and handed to every feature.
 *
 * - `onPurgeProject`: a project goes for good (its grace is over). Every feature deletes what it
 *   holds of the project (by projectId) and queues its files; `onDeleteListado` is NOT fired for the
 *   project's listados, so nothing runs twice.
 * - `onDeleteListado`: listados go for good on their own (their grace is over, or their revision is
 *   deleted): features delete what hangs below them (observations and their photos).
 *
 * Handlers run one after the other, children first (the reverse of registration order, features
 * being registered parents first): the listados' documents go after their observations, so a run
 * that fails half-way leaves the parents in place to be found again. An error stops the run and
 * reaches the caller (the scheduled purge retries on its next run, every handler being idempotent).
 */
export type PurgeProjectHandler = (companyId: string, projectId: string) => Promise<unknown>;
export type DeleteListadoHandler = (companyId: string, listadoIds: string[]) => Promise<unknown>;

export interface Lifecycle {
  onPurgeProject(handler: PurgeProjectHandler): void;
  onDeleteListado(handler: DeleteListadoHandler): void;
  /** Runs every onPurgeProject handler. */
  purgeProject(companyId: string, projectId: string): Promise<void>;
  /** Runs every onDeleteListado handler (nothing when the list is empty). */
  deleteListados(companyId: string, listadoIds: string[]): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  const purgeHandlers: PurgeProjectHandler[] = [];
  const listadoHandlers: DeleteListadoHandler[] = [];
  return {
    onPurgeProject(handler) {
      purgeHandlers.push(handler);
    },
    onDeleteListado(handler) {
      listadoHandlers.push(handler);
    },
    async purgeProject(companyId, projectId) {
      for (const handler of [...purgeHandlers].reverse()) await handler(companyId, projectId);
    },
    async deleteListados(companyId, listadoIds) {
      if (listadoIds.length === 0) return;
      for (const handler of [...listadoHandlers].reverse()) await handler(companyId, listadoIds);
    },
  };
}
