// The Spanish catalogue: every user-facing text, verbatim from ../shared/spec.
// Group by area; add texts here rather than inlining them in screens or services.
export { adminScreens } from './admin-screens.ts';
export { auth } from './auth.ts';
export { authPages } from './auth-pages.ts';
export { type CatalogName, catalogs } from './catalogs.ts';
export { common } from './common.ts';
export { companies } from './companies.ts';
export { companyAdmin } from './company-admin.ts';
export { contactos } from './contactos.ts';
export { correccion } from './correccion.ts';
export { files } from './files.ts';
export { mail } from './mail.ts';
export { navigation } from './navigation.ts';
export { offline } from './offline.ts';
export { perfil } from './perfil.ts';
export { pwa } from './pwa.ts';
export { reports } from './reports.ts';
export { shell } from './shell.ts';
export { checklists, listas, parametrosOT } from './templates.ts';
export { ui } from './ui.ts';
export { users } from './users.ts';
// Module texts live in their own entries: '@insp/messages/revisiones'; so do the contractor portal's
// ('@insp/messages/portal'), the webhooks' ('@insp/messages/webhooks') and the digests' ('@insp/messages/resumenes').
