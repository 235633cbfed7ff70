/**
 * The ONE list of Module Federation shared singletons, used by the shell and every remote.
 * Keys ending in '/' share every subpath (react/jsx-runtime, react-dom/client, @mui/material/Button …):
 * MUI is imported by path everywhere so only the components actually used are bundled.
 */
export const sharedPackages = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  'jotai',
  // the keyed query cache: ONE QueryClient (the shell's) for shell and remotes, loaded after sign-in
  '@tanstack/react-query',
  '@insp/ui',
  '@insp/contracts',
  '@insp/messages',
  // the shell's sign-in form already loads them: the remotes' forms reuse that copy
  'react-final-form',
  'final-form',
] as const;
export type SharedPackage = (typeof sharedPackages)[number];

/** Packages whose subpaths are imported (and therefore shared under a trailing-slash key). */
// '@insp/contracts/': the NEO and checklist-review contracts (and links) come from the shell too, built
// on the shell's zod; a remote with its own copy also loaded its own zod (~27 KB gzip) a second time.
const withSubpaths: ReadonlySet<SharedPackage> = new Set([
  'react',
  'react-dom',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  'jotai',
  '@insp/ui',
  '@insp/contracts',
]);

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: false;
}

/** Builds the `shared` option from the pinned versions (package name → exact version). */
export function sharedConfig(versions: Readonly<Record<SharedPackage, string>>): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of sharedPackages) {
    const version = versions[name];
    const entry: SharedEntry = { singleton: true, requiredVersion: version, version, strictVersion: false };
    shared[name] = entry;
    if (withSubpaths.has(name)) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

/** Share strategy of the host and every remote: the first loaded provider wins (the shell). */
export const shareStrategy = 'loaded-first' as const;
