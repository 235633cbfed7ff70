// Texts of the NEO module (spec 002, work-order checklists): a separate entry so the shell and the
// other remotes, which share '@insp/messages' from the sign-in page on, never download them.
export { espaciosPorDefectoOT, estadosRespuestaOT, etiquetasEstadoOT, modosTerminacionesOT, neo, tiposChecklistOT, tiposProyectoOT } from '../neo.ts';
export { neoScreens } from '../neo-screens.ts';
