import type { ModuleFlag } from '@insp/contracts';

import type { Access } from './types.ts';

/**
 * Who may call a route, named once (spec 000 §1 roles): every route declares one of these instead of
 * repeating role lists. `module` gates the route on the user's (and company's) module flag.
 */
export const access = {
  /** Anyone signed in: the platform administrator and company users (read routes). */
  signedIn: (module: ModuleFlag | null): { access: Access } => ({ access: { userTypes: ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'], module } }),
  /** The platform administrator and the company's director (configuration and write routes). */
  managers: (module: ModuleFlag | null): { access: Access } => ({ access: { userTypes: ['Administrador', 'AdministradorEmpresa'], module } }),
  /** The platform administrator only. */
  administrador: (module: ModuleFlag | null): { access: Access } => ({ access: { userTypes: ['Administrador'], module } }),
} as const;
