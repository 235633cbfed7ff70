// The base of every MUI button (its ripple's keyframes and styles are made when evaluated): the heaviest
// single component module of the shell's first screen, a boot step of its own (index.ts).
export { default as ButtonBase } from '@mui/material/ButtonBase';
