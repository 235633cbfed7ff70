import { revisiones } from '@insp/messages/revisiones';
import { type Crumb, CrumbTrail } from '@insp/ui/screens';

import { useAudience, useRevisionesLinks } from './audience.ts';
import { EMPRESAS_PATH } from './paths.ts';

const t = revisiones.breadcrumbs;

export interface RevisionesBreadcrumbsProps {
  companyId: string;
  /** The deepest level shown: the last crumb is the current page (not a link). */
  level: 'revisiones' | 'listados';
  projectId: string;
}

/**
 * Spec 001 §2 breadcrumbs: Empresas (the platform administrator only) / Proyectos / Revisiones /
 * Listados. Links go through the shell's navigate (data-testid `breadcrumb-<label>`).
 */
export function RevisionesBreadcrumbs({ companyId, level, projectId }: RevisionesBreadcrumbsProps) {
  const { admin } = useAudience();
  const links = useRevisionesLinks(companyId);
  const crumbs: Crumb[] = [
    ...(admin ? [{ label: t.empresas, path: EMPRESAS_PATH }] : []),
    { label: t.proyectos, path: links.proyectos() },
    level === 'listados' ? { label: t.revisiones, path: links.revisiones(projectId) } : { label: t.revisiones },
    ...(level === 'listados' ? [{ label: t.listados }] : []),
  ];
  return <CrumbTrail crumbs={crumbs} />;
}
