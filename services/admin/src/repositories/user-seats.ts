import type { ModuleFlag } from '@insp/contracts';
import { createQuotaSlots, quotaSlotModel, type QuotaStore } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { models } from '../models/index.ts';

/** admin's user seats per module: the quota slots of @insp/service-kit, holder = the user's id. */
export const USER_SEATS: QuotaStore = { model: 'CupoUsuario', collection: 'cuposUsuarios' };

/**
 * A module's LimiteUsuarios that holds under concurrency (20 parallel creates at limit 3 store 3):
 * a user takes a seat (a slot under the unique index) before being stored with the module's flag.
 * Every function takes the tenant first.
 */
export function userSeats(db: Connection) {
  const slots = createQuotaSlots<ModuleFlag>(db, USER_SEATS);
  const Slots = quotaSlotModel(db, USER_SEATS);
  const { Usuario } = models(db);

  return {
    /**
     * A seat of the module for the user; false when the module is full. Users stored without a seat
     * (before seats existed, or written directly) get theirs first, and seats whose create never
     * finished are freed, so the seats always mirror the users.
     */
    async claim(companyId: Types.ObjectId, module: ModuleFlag, userId: Types.ObjectId, limit: number): Promise<boolean> {
      const tenant = companyId.toHexString();
      const users = await Usuario.find({ EmpresaReference: companyId, Deleted: false, [module]: true }, { _id: 1 })
        .lean<{ _id: Types.ObjectId }[]>()
        .exec();
      const holders = users.map((u) => u._id.toHexString());
      const seated = new Set((await Slots.find({ companyId, module }, { holder: 1 }).lean().exec()).map((s) => s.holder));
      for (const holder of holders) if (!seated.has(holder)) await slots.claim(tenant, module, holder, limit);
      await slots.reconcile(tenant, module, [...holders, userId.toHexString()]);
      return slots.claim(tenant, module, userId.toHexString(), limit);
    },

    release: (companyId: Types.ObjectId, module: ModuleFlag, userId: Types.ObjectId): Promise<void> =>
      slots.release(companyId.toHexString(), module, userId.toHexString()),

    deleteCompany: (companyId: Types.ObjectId): Promise<number> => slots.deleteCompany(companyId.toHexString()),
  };
}
