// MUI's theme engine and its Spanish texts, evaluated in a boot step of their own (index.ts) before the
// shell's themed components: named re-exports, so the build keeps only what the shell already uses.
export { esES } from '@mui/material/locale';
export { createTheme } from '@mui/material/styles';
