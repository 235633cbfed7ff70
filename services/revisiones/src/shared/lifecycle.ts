// The lifecycle hooks are the module platform's (packages/module-service/src/hierarchy/lifecycle.ts),
// shared with checklist-revisiones.
export { createLifecycle, type DeleteListadoHandler, type Lifecycle, type PurgeProjectHandler } from '@insp/module-service';
