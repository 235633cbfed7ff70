export { buildGateway } from './app.ts';
export { defaultOptions, type GatewayOptions, listenAddress, type RemoteSite, type ServiceName, serviceNames } from './options.ts';
