// '@insp/ui': themes, the shared theme store and providers, the snackbar. Light on purpose: the
// shell loads it before sign-in. Tables, dialogs and remote helpers live in '@insp/ui/components'.
export { NotificationSnackbar, type NotificationSnackbarProps, type SnackbarKind, snackbarPlacement } from './components/NotificationSnackbar.tsx';
export { icon } from './icon.tsx';
export { ModuleRoot } from './ModuleRoot.tsx';
export { type FederationProbe, recordFederationProbe, recordQueryClientProbe } from './probe.ts';
export { toggled } from './selection.ts';
export { SharedThemeProvider } from './SharedThemeProvider.tsx';
export {
  chipSx,
  type ColorPair,
  contrastRatio,
  deletedRowColors,
  insigniaColors,
  observacionColors,
  progresoColors,
  respuestaColors,
  respuestaOTColors,
  revisorColors,
  statusPalette,
} from './state-colors.ts';
export { themeStore, useActiveTheme, useThemeName } from './theme-store.ts';
export * from './themes.ts';
