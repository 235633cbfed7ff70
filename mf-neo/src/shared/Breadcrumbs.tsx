import { neoScreens } from '@insp/messages/neo';
import { type Crumb, CrumbTrail } from '@insp/ui/screens';

import { useNeo } from './context.ts';
import { EMPRESAS_PATH } from './paths.ts';

export type { Crumb } from '@insp/ui/screens';

/** Empresas (the platform administrator only) / Proyectos / …: links go through the shell's navigate. */
export function NeoBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { admin, links } = useNeo();
  const all: Crumb[] = [
    ...(admin ? [{ label: neoScreens.breadcrumbs.empresas, path: EMPRESAS_PATH }] : []),
    { label: neoScreens.breadcrumbs.proyectos, path: links.proyectos() },
    ...crumbs,
  ];
  return <CrumbTrail crumbs={all} />;
}
