export { access } from './access.ts';
export {
  ADMIN_GRACE_MS,
  type AdminAnswer,
  type AdminCacheOptions,
  adminCacheSettings,
  adminUnavailable,
  AdminUnreachableError,
  askAdmin,
  isAdminUnreachable,
} from './admin-outage.ts';
export {
  type ConfigExtension,
  DEFAULT_PHOTO_LINK_DAYS,
  defaultPorts,
  DEVELOPMENT_PUBLIC_URL,
  loadConfig,
  type ServiceConfig,
  type ServiceName,
} from './config.ts';
export { createService, type CreateServiceOptions } from './create-service.ts';
export { isDatabaseUnavailable } from './error-handler.ts';
export { HttpError } from './http-error.ts';
export { type JwksOptions, jwksVerifier } from './jwks.ts';
export { createTokenVerifier, ed25519KeyFromJwk, InvalidTokenError, type KeyLookup } from './jwt.ts';
export { type KeyedQueue, keyedQueue } from './keyed-queue.ts';
export { connectionModel, requiredId, requiredIds, storedSchema } from './models.ts';
export { insertUnique, isDuplicateKey, oid, unlessDuplicate } from './mongo-errors.ts';
export {
  type DateField,
  decodeCursor,
  encodeCursor,
  type KeysetOrder,
  type KeysetPage,
  keysetPage,
  type KeysetRequest,
  type PageRequest,
  paginate,
  paginateBy,
  type StableSort,
  type WithId,
} from './paginate.ts';
export { createQuotaSlots, type QuotaSlot, quotaSlotModel, type QuotaSlots, type QuotaStore } from './quota-slots.ts';
export { createdOrRepeated, type EndpointHandler, route, type RouteGate } from './route.ts';
export { tareaModels } from './scheduler/model.ts';
export { createScheduler, type Scheduler } from './scheduler/scheduler.ts';
export { httpSessionChecker, MAX_SESSION_CACHE_MS, type SessionCheckerOptions } from './sessions.ts';
export { startServer } from './start-server.ts';
export { tenantCompanyId } from './tenant.ts';
export { installTenantGuard } from './tenant-guard.ts';
export type { Access, RegisteredRoute, SessionChecker, SessionState, TokenVerifier, ZodApp } from './types.ts';
