import { describe, expect, it } from 'vitest';

import { muiSubpaths } from './support/mui-subpaths.ts';
import { providedKeys, providedMuiKeys } from './support/provided-keys.ts';

describe('what the shell provides to the share scope', () => {
  it('every public subpath of the installed @mui/material (npx tsx scripts/gen-provided-mui.ts after an upgrade)', () => {
    expect(providedMuiKeys()).toEqual(muiSubpaths());
  });

  it('the singletons every remote relies on', () => {
    expect(providedKeys()).toEqual(
      expect.arrayContaining([
        'react',
        'react/jsx-runtime',
        'react-dom',
        'react-dom/client',
        'react-router',
        'react-router-dom',
        '@emotion/react',
        '@emotion/styled',
        'jotai',
        '@tanstack/react-query',
        '@insp/ui',
        '@mui/material/styles',
      ]),
    );
  });
});
