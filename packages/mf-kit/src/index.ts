export * from './routes.ts';
export * from './spa-props.ts';
export { sharedPackages, sharedConfig, shareStrategy, type SharedPackage, type SharedEntry } from './shared.ts';
export { hostShared, sharedEntryFor, type RuntimeShared, type SharedLoader } from './host-shared.ts';
export { routerApi } from './router-api.ts';
export { queryApi } from './query-api.ts';
export { createEventStreamParser, type EventStreamMessage } from './sse.ts';
export { defineRoutes, buildHref, COMPANY_QUERY_PARAM, type RouteDef, type RouteTable, type ScreenLoader, type PathParams, type PatternParamName, type HrefBuilder, type HrefQuery } from './route-table.ts';
export { endpointClient, endpointHref, type EndpointCall, type ServiceName as GatewayService } from './endpoint-client.ts';
