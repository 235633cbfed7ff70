// The checklist-revisiones service as its server starts it, and the company's checklist template.
import type { ChecklistDetail } from '@insp/contracts';
import { buildApp } from '@insp/service-checklist-revisiones/src/app.ts';
import { configExtension } from '@insp/service-checklist-revisiones/src/module.ts';
import { Types } from 'mongoose';

import type { BenchModule } from '../service.ts';

export const checklistRevisiones: BenchModule = { service: 'checklist-revisiones', buildApp, configExtension, quota: () => ({ Activado: true, limit: 20 }) };

/** A company checklist: 4 rooms × 3 subcontracts, 6 error types per room. */
export function template(): ChecklistDetail {
  const id = () => new Types.ObjectId().toHexString();
  const recintos = ['Baño', 'Cocina', 'Living', 'Dormitorio'];
  const subcontratos: Record<string, string[]> = {
    Pintura: ['Manchas', 'Fisuras', 'Burbujas'],
    Cerámica: ['Cantería', 'Nivel'],
    Eléctrico: ['Enchufe suelto'],
  };
  return {
    id: id(),
    Nombre: 'Terminaciones',
    Activado: true,
    FechaCreacion: new Date().toISOString(),
    ItemsRecintos: recintos.map((Nombre) => ({
      id: id(),
      Nombre,
      Activado: true,
      Subcontratos: Object.entries(subcontratos).map(([sub, errores]) => ({
        id: id(),
        Nombre: sub,
        ErroresTipo: errores.map((e) => ({ id: id(), Nombre: e, Activado: true })),
      })),
    })),
  };
}
