import { useMemo } from 'react';
import { useRemoteProps } from '@insp/ui/components';
import { revisionesLinks, type RevisionesLinks } from './paths.ts';

export { useAudience, type Audience } from '@insp/ui/screens';

/** The links of the signed-in user's audience for `companyId`. */
export function useRevisionesLinks(companyId: string): RevisionesLinks {
  const { session } = useRemoteProps();
  return useMemo(() => revisionesLinks(session, companyId), [session, companyId]);
}
