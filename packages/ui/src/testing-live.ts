// Part of '@insp/ui/testing': live changes a revision's screen must not count.
import type { GatewayService } from '@insp/mf-kit';

import type { ChangeEvent } from './data.ts';

/**
 * Emits two changes of `entity` that a view of revision `revisionId` of project `projectId` does not
 * count: one in another revision of the same project, one in another project (with the same revision id).
 */
export function emitUnrelatedChanges(
  events: { emitChange: (service: GatewayService, companyId: string, change: Omit<ChangeEvent, 'id' | 'at'>) => void },
  service: GatewayService,
  companyId: string,
  change: Pick<ChangeEvent, 'entity' | 'action'>,
  scope: { projectId: string; revisionId: string },
): void {
  events.emitChange(service, companyId, { ...change, entityId: 'f'.repeat(23) + '1', parents: { projectId: scope.projectId, revisionId: '7'.repeat(24) } });
  events.emitChange(service, companyId, { ...change, entityId: 'f'.repeat(23) + '2', parents: { projectId: '8'.repeat(24), revisionId: scope.revisionId } });
}
