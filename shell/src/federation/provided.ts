import type { SharedLoader } from '@insp/mf-kit';

import { muiLoaders } from './provided-mui.ts';

/**
 * The shell's shared singletons, provided to the remotes after sign-in (the remotes bundle none:
 * `import: false`): request → the shell's own module (the very instance the shell renders with).
 * Only fetched when a remote asks for it.
 * The build fails if the shell bundles a module of the shared list that is missing here
 * (SharedProvidersCheck in @insp/mf-kit/rspack). CommonJS packages are provided as their exports.
 */
export const sharedLoaders: Record<string, SharedLoader> = {
  react: () => import('react').then((m) => m.default),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom').then((m) => m.default),
  'react-dom/client': () => import('react-dom/client').then((m) => m.default),
  'react-router': () => import('./router.ts'),
  'react-router-dom': () => import('./router.ts'),
  '@emotion/react': () => import('@emotion/react'),
  '@emotion/styled': () => import('@emotion/styled'),
  'react-final-form': () => import('react-final-form'),
  'final-form': () => import('final-form'),
  jotai: () => import('jotai'),
  // one chunk with the shell's query cache (query-client.ts): a screen's first query asks for the cache
  // right after its code arrives, and it must not wait for one more round trip
  '@tanstack/react-query': () => import(/* webpackChunkName: "react-query" */ './react-query.ts'),
  'jotai/vanilla': () => import('jotai/vanilla'),
  'jotai/react': () => import('jotai/react'),
  '@insp/ui': () => import('@insp/ui'),
  '@insp/ui/components': () => import('@insp/ui/components'),
  // the device capture queue: ONE instance (the app bar's count and the capture screens share it)
  '@insp/ui/offline': () => import('@insp/ui/offline'),
  '@insp/ui/offline/badge': () => import('@insp/ui/offline/badge'),
  // the contractor portal (src/portal/) renders the review family's screens' PhotoViewer: the shell
  // bundles these entries, so it provides them (one instance for the shell and every remote)
  '@insp/ui/screens': () => import('@insp/ui/screens'),
  '@insp/ui/data': () => import('@insp/ui/data'),
  '@insp/ui/forms': () => import('@insp/ui/forms'),
  '@insp/ui/reports': () => import('@insp/ui/reports'),
  '@insp/contracts': () => import('@insp/contracts'),
  // the root's parts, which the shell evaluates one per task at boot (index.ts)
  '@insp/contracts/platform': () => import('@insp/contracts/platform'),
  '@insp/contracts/administration': () => import('@insp/contracts/administration'),
  '@insp/contracts/templates': () => import('@insp/contracts/templates'),
  '@insp/contracts/revisiones': () => import('@insp/contracts/revisiones'),
  // each module's own contracts, on the shell's zod (one zod for the shell and every remote)
  '@insp/contracts/neo': () => import('@insp/contracts/neo'),
  '@insp/contracts/checklist-revisiones': () => import('@insp/contracts/checklist-revisiones'),
  '@insp/contracts/links': () => import('@insp/contracts/links'),
  '@insp/contracts/portal': () => import('@insp/contracts/portal'),
  '@insp/contracts/webhooks': () => import('@insp/contracts/webhooks'),
  '@insp/contracts/resumenes': () => import('@insp/contracts/resumenes'),
  '@insp/messages': () => import('@insp/messages'),
  '@mui/system': () => import('@mui/system'),
  '@mui/system/DefaultPropsProvider': () => import('@mui/system/DefaultPropsProvider'),
  '@mui/system/InitColorSchemeScript': () => import('@mui/system/InitColorSchemeScript'),
  '@mui/system/RtlProvider': () => import('@mui/system/RtlProvider'),
  '@mui/system/colorManipulator': () => import('@mui/system/colorManipulator'),
  '@mui/system/createBreakpoints': () => import('@mui/system/createBreakpoints'),
  '@mui/system/createStyled': () => import('@mui/system/createStyled'),
  '@mui/system/createTheme': () => import('@mui/system/createTheme'),
  '@mui/system/cssVars': () => import('@mui/system/cssVars'),
  '@mui/system/spacing': () => import('@mui/system/spacing'),
  '@mui/system/style': () => import('@mui/system/style'),
  '@mui/system/styleFunctionSx': () => import('@mui/system/styleFunctionSx'),
  '@mui/system/useThemeProps': () => import('@mui/system/useThemeProps'),
  '@mui/system/useMediaQuery': () => import('@mui/system/useMediaQuery'),
  '@mui/system/Grid': () => import('@mui/system/Grid'),
  ...muiLoaders,
};
