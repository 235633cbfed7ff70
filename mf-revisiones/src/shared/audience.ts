import { useRemoteProps } from '@insp/ui/components';
import { useMemo } from 'react';

import { type RevisionesLinks, revisionesLinks } from './paths.ts';

export { type Audience, useAudience } from '@insp/ui/screens';

/** The links of the signed-in user's audience for `companyId`. */
export function useRevisionesLinks(companyId: string): RevisionesLinks {
  const { session } = useRemoteProps();
  return useMemo(() => revisionesLinks(session, companyId), [session, companyId]);
}
