import { describe, expect, it } from 'vitest';

import { muiSubpaths } from './support/mui-subpaths.ts';
import { providedKeys, providedMuiKeys } from './support/provided-keys.ts';
import { remoteMuiRequests } from './support/remote-manifests.ts';

describe('what the shell provides to the share scope', () => {
  // only those: each provided subpath is one more share-scope entry every start registers and checks
  it('every @mui/material subpath the built remotes consume, each a public subpath of the installed MUI (npx tsx scripts/gen-provided-mui.ts)', () => {
    const provided = providedMuiKeys();
    expect(provided).toEqual(expect.arrayContaining([...remoteMuiRequests()]));
    expect(muiSubpaths()).toEqual(expect.arrayContaining(provided));
    expect(provided.length).toBeLessThan(muiSubpaths().length);
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
