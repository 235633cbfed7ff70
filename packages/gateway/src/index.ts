export { buildGateway } from './app.ts';
export { defaultOptions, serviceNames, type GatewayOptions, type RemoteSite, type ServiceName } from './options.ts';
