export * from './routes.ts';
export * from './spa-props.ts';
export { sharedPackages, sharedConfig, shareStrategy, type SharedPackage, type SharedEntry } from './shared.ts';
export { hostShared, sharedEntryFor, type RuntimeShared, type SharedLoader } from './host-shared.ts';
export { routerApi } from './router-api.ts';
