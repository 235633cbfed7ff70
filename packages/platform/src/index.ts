export { type Platform, type PlatformOptions, startPlatform } from './platform.ts';
export { serviceNodeFlags, services, type ServiceSpec } from './services.ts';
