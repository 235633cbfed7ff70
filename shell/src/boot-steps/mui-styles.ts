// MUI's styled() and theme hooks: evaluating them makes MUI's default theme (a createTheme() call of its
// own), a boot step apart from the theme engine and the components (index.ts).
export { styled, useTheme } from '@mui/material/styles';
