import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteConfig } from '@insp/mf-kit/rspack';

export default remoteConfig({ name: 'checklist_revisiones', dir: dirname(fileURLToPath(import.meta.url)) });
