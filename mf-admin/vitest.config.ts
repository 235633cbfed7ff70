import { componentTestConfig } from '../packages/ui/test-support/vitest-component.ts';

export default componentTestConfig();
