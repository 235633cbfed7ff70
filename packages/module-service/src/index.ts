export { buildModuleApp, type AppOptions, type ModuleFeatures } from './app.ts';
export { runModuleServer } from './server.ts';
export { moduleSpecs, type ModuleServiceSpec } from './spec.ts';
export { projectModel, type Project } from './projects/model.ts';
export { projectsRepository, type ProjectsRepository } from './projects/repository.ts';
