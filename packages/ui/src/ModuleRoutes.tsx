import type { CompanyDetail } from '@insp/contracts';
import type { RouteElement } from '@insp/mf-kit/spa';
// through the shared entry: the one props context and rule the shell provides
import { isPlatformAdmin, useRemoteProps } from '@insp/ui/components';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';

/**
 * The module-off page of a company whose module is switched off (issue 16), for the Administrador
 * only (a company member's token never carries such a module): loaded only for them.
 */
const ModuleOffGate = lazy(() => import('@insp/ui/screens').then((m) => ({ default: m.ModuleOffGate })));

export interface ModuleRoutesProps {
  /** The remote's route elements (routeElements of its table, built once at module level). */
  routes: readonly RouteElement[];
  /** Whether the company has the remote's module on. */
  on: (company: CompanyDetail) => boolean;
  /** The route parameter that names the Administrador's company (default `companyId`). */
  companyParam?: string;
  /** What a path of no route of this remote shows (default nothing: another remote's page for an instant). */
  otherwise?: ReactNode;
}

/**
 * '@insp/ui/module-routes', an entry of its own: the shell bundles '@insp/ui/components' and must not
 * reach '@insp/ui/screens' from it; only the module remotes load this.
 *
 * A module remote's router over the shared history (single-spa keeps them in sync): each route of
 * its table, behind the module-off gate for the platform administrator.
 */
export function ModuleRoutes({ routes, on, companyParam, otherwise = null }: ModuleRoutesProps) {
  const { session } = useRemoteProps();
  const administrador = isPlatformAdmin(session);
  return (
    <BrowserRouter>
      <Routes>
        {routes.map((r) => (
          <Route
            key={r.id}
            path={r.path}
            element={
              administrador ? (
                <Suspense fallback={<LinearProgress />}>
                  <ModuleOffGate on={on} companyParam={companyParam}>
                    {r.element}
                  </ModuleOffGate>
                </Suspense>
              ) : (
                r.element
              )
            }
          />
        ))}
        <Route path="*" element={otherwise} />
      </Routes>
    </BrowserRouter>
  );
}
