export * from './routes.ts';
export * from './spa-props.ts';
export { sharedPackages, sharedConfig, shareStrategy, type SharedPackage, type SharedEntry } from './shared.ts';
