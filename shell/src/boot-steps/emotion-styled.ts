// Emotion's styled() (with the prop filter it builds when evaluated), a boot step of its own (index.ts).
export { default as emotionStyled } from '@emotion/styled';
