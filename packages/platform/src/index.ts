export { startPlatform, type Platform, type PlatformOptions } from './platform.ts';
export { serviceNodeFlags, services, type ServiceSpec } from './services.ts';
