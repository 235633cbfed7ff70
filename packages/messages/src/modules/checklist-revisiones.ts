// Texts of the checklist-revisiones module (spec 001, checklist-review projects): a separate entry
// so the shell and the other remotes never download them.
export { checklistRevisiones } from '../checklist-revisiones.ts';
export { checklistRevisionesScreens } from '../checklist-revisiones-screens.ts';
