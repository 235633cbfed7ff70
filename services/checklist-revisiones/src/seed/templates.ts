import { checklistsEndpoints } from '@insp/contracts';
import type { SeedClient } from '@insp/module-service/seed-api';

import { demoTemplates } from './plan.ts';

/**
 * The demo checklist templates, in admin, through its API as the director would ('Crear Cheklist',
 * then 'Agregar Subcontratos', which brings each subcontract's error types from the company's
 * catalogue). Only when the company has no template yet; returns how many were created.
 */
export async function ensureDemoTemplates(admin: SeedClient, companyId: string): Promise<number> {
  const existing = await admin.send(checklistsEndpoints.list, { params: { companyId }, query: { pageSize: 1 } });
  if (existing.total > 0) return 0;
  for (const template of demoTemplates) {
    const { checklist } = await admin.send(checklistsEndpoints.create, {
      params: { companyId },
      body: { Nombre: template.Nombre, Recintos: [...template.Recintos] },
    });
    for (const recinto of checklist.ItemsRecintos) {
      await admin.send(checklistsEndpoints.addSubcontratos, {
        params: { companyId, checklistId: checklist.id, recintoId: recinto.id },
        body: { Subcontratos: [...template.Subcontratos] },
      });
    }
  }
  return demoTemplates.length;
}
