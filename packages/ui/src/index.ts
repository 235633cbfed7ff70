// '@insp/ui': themes, the shared theme store and providers, the snackbar. Light on purpose: the
// shell loads it before sign-in. Tables, dialogs and remote helpers live in '@insp/ui/components'.
export * from './themes.ts';
export { themeStore, useThemeName, useActiveTheme } from './theme-store.ts';
export { ModuleRoot } from './ModuleRoot.tsx';
export { SharedThemeProvider } from './SharedThemeProvider.tsx';
export { recordFederationProbe, recordQueryClientProbe, type FederationProbe } from './probe.ts';
export {
  chipSx,
  contrastRatio,
  deletedRowColors,
  insigniaColors,
  observacionColors,
  progresoColors,
  respuestaColors,
  revisorColors,
  statusPalette,
  type ColorPair,
} from './state-colors.ts';
export { NotificationSnackbar, snackbarPlacement, type NotificationSnackbarProps, type SnackbarKind } from './components/NotificationSnackbar.tsx';
