import type { moduleSpecs } from '../src/spec.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which module service a vitest project tests (see vitest.config.ts). */
    moduleService: keyof typeof moduleSpecs;
  }
}
