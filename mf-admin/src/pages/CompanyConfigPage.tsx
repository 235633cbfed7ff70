import { lazy } from 'react';

import { CompanyConfigScreen } from '../features/company-config/CompanyConfigScreen.tsx';
import { checklistsBase } from '../paths.ts';

// the tab's list is its own chunk, loaded when the tab is opened
const WebhooksTab = lazy(() => import('../features/webhooks/WebhooksTab.tsx'));
const ChecklistsList = lazy(() => import('../features/checklists/ChecklistsScreen.tsx').then((m) => ({ default: m.ChecklistsList })));

/** The configuration page's 'Checklists' tab shows the checklists feature's list (features do not import each other, so they meet here). */
const checklistsTab = (companyId: string, isAdmin: boolean) => <ChecklistsList companyId={companyId} base={checklistsBase(companyId, isAdmin)} embedded />;

/** 'Empresa' > 'Webhooks' shows the webhooks feature (issue 20 §4), its own chunk too. */
const webhooksTab = (companyId: string, readOnly: boolean) => <WebhooksTab companyId={companyId} readOnly={readOnly} />;

export function CompanyConfigPage() {
  return <CompanyConfigScreen checklistsTab={checklistsTab} webhooksTab={webhooksTab} />;
}
