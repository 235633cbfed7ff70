import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { authPages, shell } from '@insp/messages';
import { hostConfig } from '@insp/mf-kit/rspack';

const dir = dirname(fileURLToPath(import.meta.url));
export default hostConfig({
  name: 'shell',
  dir,
  template: join(dir, 'index.html'),
  // index.html's static sign-in card (shown by src/boot-frame.ts on /auth/sign-in until the page renders)
  templateParameters: { brand: shell.brand, signInTitle: authPages.signInTitle },
  beforeMain: { boot: './src/boot-frame.ts' },
  providers: ['src/federation/provided.ts', 'src/federation/provided-mui.ts', 'src/federation/router.ts', 'src/federation/react-query.ts'],
});
