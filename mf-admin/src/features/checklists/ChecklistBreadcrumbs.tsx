import { adminScreens } from '@insp/messages';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';

import { AppLink } from '../../shared/AppLink.tsx';
import { useChecklistScope } from './scope.ts';

export interface ChecklistBreadcrumbsProps {
  /** Text of the link to the company's edit page (shown only to the Administrador). */
  companyLabel: string;
  /** Links between 'CheckList' and the current page, e.g. the checklist's Recintos. */
  links?: Array<{ label: string; path: string }>;
  current: string;
  sx?: { mb: number };
}

/**
 * Navigation of the checklist pages (spec 000 §2, §6): the company edit page for the Administrador
 * only, then 'CheckList' (the list), the given links (Recintos) and the current page, for the
 * Administrador and the director alike, under either's route prefix.
 */
export function ChecklistBreadcrumbs({ companyLabel, links = [], current, sx }: ChecklistBreadcrumbsProps) {
  const { companyId, base, isAdmin } = useChecklistScope();
  return (
    <Breadcrumbs sx={sx} data-testid="checklist-breadcrumbs">
      {isAdmin ? <AppLink to={`/administrador/empresas/${companyId ?? ''}/edit`}>{companyLabel}</AppLink> : null}
      <AppLink to={base}>{adminScreens.checklists.title}</AppLink>
      {links.map((l) => (
        <AppLink key={l.path} to={l.path}>
          {l.label}
        </AppLink>
      ))}
      <Typography color="text.primary">{current}</Typography>
    </Breadcrumbs>
  );
}
