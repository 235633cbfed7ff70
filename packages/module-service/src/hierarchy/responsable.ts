import type { InternalUser, ModuleFlag } from '@insp/contracts';
import { HttpError } from '@insp/service-kit';
import { Schema, Types } from 'mongoose';

import type { AdminClient } from '../context.ts';

/** Who is responsible for a project, revision or listado, as shown in the tables (a snapshot). */
export interface ResponsableSnapshot {
  /** The user's id in admin. */
  id: Types.ObjectId;
  NombreCompleto: string;
  Cargo: string;
  /** When it was assigned. */
  FechaAsignado: Date;
}

/** The stored snapshot of a responsible (mongoose sub-schema shared by the hierarchy's models). */
export const responsableSchema = new Schema<ResponsableSnapshot>(
  {
    id: { type: Schema.Types.ObjectId, required: true },
    NombreCompleto: { type: String, required: true },
    Cargo: { type: String, default: '' },
    FechaAsignado: { type: Date, required: true },
  },
  { _id: false },
);

/** The snapshot of an admin user chosen as responsible now. */
export function snapshotOf(user: InternalUser, now = new Date()): ResponsableSnapshot {
  return { id: new Types.ObjectId(user.id), NombreCompleto: user.NombreCompleto, Cargo: user.Cargo, FechaAsignado: now };
}

/** The contract's form of a snapshot (ResponsableAsignado). */
export function responsableOut(snapshot: ResponsableSnapshot | null | undefined) {
  if (!snapshot) return null;
  return {
    id: snapshot.id.toHexString(),
    NombreCompleto: snapshot.NombreCompleto,
    Cargo: snapshot.Cargo ?? '',
    FechaAsignado: snapshot.FechaAsignado.toISOString(),
  };
}

/** The snapshot of a user of the company with the module flag (§6); 400 `invalid` for anybody else. */
export async function chooseResponsable(
  admin: AdminClient,
  module: ModuleFlag,
  invalid: string,
  companyId: string,
  userId: string,
  now = new Date(),
): Promise<ResponsableSnapshot> {
  const user = (await admin.usersWithModule(companyId, module)).find((candidate) => candidate.id === userId);
  if (!user) throw new HttpError(400, invalid);
  return snapshotOf(user, now);
}
