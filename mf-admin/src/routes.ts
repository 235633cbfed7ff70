import type { UserType } from '@insp/contracts';
import { defineRoutes, type ScreenLoader } from '@insp/mf-kit';
import type { ComponentType } from 'react';

import { adminPaths } from './paths.ts';

/**
 * Every route of company and platform administration (spec 000), written once: the descriptor's
 * routes (module.ts) and the router (App.tsx) come from this table. A prefix route owns the deeper
 * paths too (the shell sends them here); its page shows the placeholder below the route itself.
 */
const ownedPrefix =
  (screen: () => Promise<ComponentType>): ScreenLoader =>
  () =>
    Promise.all([import('@insp/ui/components'), import('./features/pending/PendingScreen.tsx'), screen()]).then(([ui, pending, Screen]) =>
      ui.ownedPrefix(Screen, pending.PendingScreen),
    );

const companyCatalog =
  (catalog: 'sectores' | 'recintos' | 'subcontratos' | 'prioridades'): ScreenLoader =>
  () =>
    import('./pages/CompanyCatalogPage.tsx').then((m) => m.companyCatalogPage(catalog));

const screens = {
  companies: () => import('./features/companies/CompaniesScreen.tsx').then((m) => m.CompaniesScreen),
  companyConfig: () => import('./pages/CompanyConfigPage.tsx').then((m) => m.CompanyConfigPage),
  checklists: ownedPrefix(() => import('./features/checklists/ChecklistsScreen.tsx').then((m) => m.ChecklistsScreen)),
  recintos: ownedPrefix(() => import('./features/checklists/RecintosScreen.tsx').then((m) => m.RecintosScreen)),
  subcontratos: () => import('./features/checklists/SubcontratosScreen.tsx').then((m) => m.SubcontratosScreen),
  sectores: companyCatalog('sectores'),
  recintosCatalog: companyCatalog('recintos'),
  subcontratosCatalog: companyCatalog('subcontratos'),
  prioridades: companyCatalog('prioridades'),
  mantenedores: () => import('./pages/MantenedoresPage.tsx').then((m) => m.MantenedoresPage),
  erroresTipo: () => import('./features/catalogs/CatalogScreens.tsx').then((m) => m.ErroresTipoScreen),
};

const ADMIN: readonly UserType[] = ['Administrador'];
const DIRECTOR: readonly UserType[] = ['AdministradorEmpresa'];

const P = adminPaths;

// A literal segment beats a param in the shell's match, so neo's /administrador/empresas/:id/neo-projects,
// revisiones' …/:companyId/proyectos and checklist-revisiones' …/:id/checklist-proyectos stay theirs.
export const adminRoutes = defineRoutes([
  // platform administrator
  { id: 'empresas', pattern: P.empresas, roles: ADMIN, screen: screens.companies },
  { id: 'empresaEditar', pattern: P.empresaEditar, roles: ADMIN, screen: screens.companyConfig },
  { id: 'empresaChecklists', pattern: P.empresaChecklists, roles: ADMIN, screen: screens.checklists, prefix: true },
  { id: 'empresaRecintos', pattern: P.empresaRecintos, roles: ADMIN, screen: screens.recintos, prefix: true },
  { id: 'empresaSubcontratos', pattern: P.empresaSubcontratos, roles: ADMIN, screen: screens.subcontratos },
  // company administrator (director): own company
  { id: 'detalles', pattern: P.detalles, roles: DIRECTOR, screen: screens.companyConfig },
  { id: 'sectores', pattern: P.sectores, roles: DIRECTOR, screen: screens.sectores },
  { id: 'recintos', pattern: P.recintos, roles: DIRECTOR, screen: screens.recintosCatalog },
  { id: 'subcontratos', pattern: P.subcontratos, roles: DIRECTOR, screen: screens.subcontratosCatalog },
  { id: 'prioridades', pattern: P.prioridades, roles: DIRECTOR, screen: screens.prioridades },
  // the director's checklist administration belongs to the Checklist module: without it, these are the 404 page
  { id: 'checklists', pattern: P.checklists, roles: DIRECTOR, screen: screens.checklists, prefix: true, module: 'Checklist' },
  { id: 'checklistRecintos', pattern: P.checklistRecintos, roles: DIRECTOR, screen: screens.recintos, prefix: true, module: 'Checklist' },
  { id: 'checklistSubcontratos', pattern: P.checklistSubcontratos, roles: DIRECTOR, screen: screens.subcontratos, module: 'Checklist' },
  // platform administrator's global catalogues: /mantenedores/<catalogue>, and everything below /mantenedores
  { id: 'mantenedores', pattern: P.mantenedores, roles: ADMIN, screen: screens.mantenedores, prefix: true },
  { id: 'erroresTipo', pattern: P.erroresTipo, roles: ADMIN, screen: screens.erroresTipo },
]);

export const { href } = adminRoutes;
