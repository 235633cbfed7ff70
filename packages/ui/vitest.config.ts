import { componentTestConfig } from './test-support/vitest-component.ts';

export default componentTestConfig();
