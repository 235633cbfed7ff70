// Texts of the contractor portal (issue 20 §2): its own entry, so the console's first screens do not
// download them; the shell's portal page, the review remotes' director side and the services import it.
export { portal } from '../portal.ts';
export { portalPantallas } from '../portal-pantallas.ts';
