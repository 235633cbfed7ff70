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
  templateParameters: { brand: shell.brand, signInTitle: authPages.signInTitle, documentClass: '' },
  // /auth/sign-in's document (the gateway and nginx serve it there): the static card is in its first
  // paint by markup alone. Shown by src/boot-frame.ts instead, it waited for that script, and the
  // shell's main.js, arriving meanwhile, was evaluated before the card was on screen (Lighthouse then
  // counts main.js in the first paint: LCP 0.8 → 1.6 s in most runs; issue 19 §5)
  documents: { 'sign-in.html': { documentClass: 'boot-sign-in' } },
  beforeMain: { boot: './src/boot-frame.ts' },
  providers: ['src/federation/provided.ts', 'src/federation/provided-mui.ts', 'src/federation/router.ts', 'src/federation/react-query.ts'],
});
