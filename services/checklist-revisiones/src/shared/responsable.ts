import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import type { AdminClient, ResponsableSnapshot } from '@insp/module-service';
import { chooseResponsable as choose } from '@insp/module-service';

import { spec } from '../module.ts';

export { responsableOut, responsableSchema, snapshotOf } from '@insp/module-service';

/** The snapshot of a user of the company with the Checklist flag (§6); 400 for anybody else. */
export function chooseResponsable(admin: AdminClient, companyId: string, userId: string, now = new Date()): Promise<ResponsableSnapshot> {
  return choose(admin, spec.module, texts.proyectos.errors.responsableInvalido, companyId, userId, now);
}
