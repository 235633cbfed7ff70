export { buildModuleApp, type AppOptions, type ModuleFeatures } from './app.ts';
export { runModuleServer } from './server.ts';
export { moduleSpecs, type ModuleServiceSpec } from './spec.ts';
export { httpAdminClient, ADMIN_CACHE_MS } from './admin-client/client.ts';
export type * from './context.ts';
export { quotaSlots, type QuotaSlots } from './quota/slots.ts';
export { signedFileUrl, SIGNED_LINK_VALIDITY_S } from './files/signed-links.ts';
export { toHistoryPage } from './events/mappers.ts';
export * from './hierarchy/index.ts';
