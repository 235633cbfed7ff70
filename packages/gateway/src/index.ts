export { buildGateway } from './app.ts';
export { defaultOptions, listenAddress, serviceNames, type GatewayOptions, type RemoteSite, type ServiceName } from './options.ts';
