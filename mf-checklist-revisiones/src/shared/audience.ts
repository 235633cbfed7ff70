import { useRemoteProps } from '@insp/ui/components';
import { useMemo } from 'react';

import { type ChecklistLinks, checklistLinks } from './paths.ts';

// manager: also the recintos / subcontratos navigation of checklist paths; companyUser: read-only
// (they may capture answers)
export { type Audience, useAudience } from '@insp/ui/screens';

export function useChecklistLinks(companyId: string): ChecklistLinks {
  const { session } = useRemoteProps();
  return useMemo(() => checklistLinks(session, companyId), [session, companyId]);
}
