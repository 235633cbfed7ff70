// Emotion's runtime (its style cache, serializer and the element every styled component renders), evaluated
// in a boot step of its own (index.ts): MUI's styled engine re-exports these, so nothing is added to main.
export { keyframes, ThemeContext } from '@emotion/react';
