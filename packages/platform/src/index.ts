export { startPlatform, type Platform, type PlatformOptions } from './platform.ts';
export { services, type ServiceSpec } from './services.ts';
