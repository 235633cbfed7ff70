// Texts of the revisiones module (spec 001, revision projects): a separate entry so the shell and the
// other remotes, which share '@insp/messages' from the sign-in page on, never download them.
export { informes } from '../informes.ts';
export { estadisticas, observaciones } from '../observaciones.ts';
export { observacionesScreens } from '../observaciones-screens.ts';
export { revisiones } from '../revisiones.ts';
export { revisionesScreens } from '../revisiones-screens.ts';
