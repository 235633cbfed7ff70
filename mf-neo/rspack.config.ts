import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteConfig } from '@insp/mf-kit/rspack';

export default remoteConfig({ name: 'neo', dir: dirname(fileURLToPath(import.meta.url)) });
