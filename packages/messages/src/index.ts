// The Spanish catalogue: every user-facing text, verbatim from ../shared/spec.
// Group by area; add texts here rather than inlining them in screens or services.
export { auth } from './auth.ts';
export { common } from './common.ts';
export { shell } from './shell.ts';
export { mail } from './mail.ts';
export { ui } from './ui.ts';
export { navigation } from './navigation.ts';
export { companies } from './companies.ts';
export { authPages } from './auth-pages.ts';
export { companyAdmin } from './company-admin.ts';
export { users } from './users.ts';
export { catalogs, type CatalogName } from './catalogs.ts';
export { checklists, listas, parametrosOT } from './templates.ts';
export { adminScreens } from './admin-screens.ts';
export { files } from './files.ts';
export { reports } from './reports.ts';
export { perfil } from './perfil.ts';
// Module texts live in their own entries: '@insp/messages/revisiones'.
