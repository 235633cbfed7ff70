import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { hostConfig } from '@insp/mf-kit/rspack';

const dir = dirname(fileURLToPath(import.meta.url));
export default hostConfig({
  name: 'shell',
  dir,
  template: join(dir, 'index.html'),
  providers: ['src/federation/provided.ts', 'src/federation/provided-mui.ts', 'src/federation/router.ts', 'src/federation/react-query.ts'],
});
