export { newClientId } from './client-id.ts';
export { type EndpointCall, endpointClient, endpointHref, type ServiceName as GatewayService } from './endpoint-client.ts';
export { hostShared, type RuntimeShared, sharedEntryFor, type SharedLoader } from './host-shared.ts';
export { nextTask } from './next-task.ts';
export { queryApi } from './query-api.ts';
export {
  buildHref,
  COMPANY_QUERY_PARAM,
  defineRoutes,
  type HrefBuilder,
  type HrefQuery,
  type PathParams,
  type PatternParamName,
  type RouteDef,
  type RoutePrefetch,
  type RoutePrefetchContext,
  type RouteTable,
  type ScreenLoader,
} from './route-table.ts';
export { routerApi } from './router-api.ts';
export * from './routes.ts';
export { settledForUse, type SettledPromise } from './settled.ts';
export { sharedConfig, type SharedEntry, type SharedPackage, sharedPackages, shareStrategy } from './shared.ts';
export * from './spa-props.ts';
export { createEventStreamParser, type EventStreamMessage } from './sse.ts';
