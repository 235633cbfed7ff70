import { Schema, Types } from 'mongoose';
import type { InternalUser } from '@insp/contracts';
import type { AdminClient } from '@insp/module-service';
import { revisiones as texts } from '@insp/messages/revisiones';
import { HttpError } from '@insp/service-kit';
import { spec } from '../module.ts';
import type { ResponsableSnapshot } from './hierarchy.ts';

/** The stored snapshot of a responsible (mongoose sub-schema shared by the three models). */
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

/** The contract's form of a snapshot. */
export function responsableOut(snapshot: ResponsableSnapshot | null | undefined) {
  if (!snapshot) return null;
  return {
    id: snapshot.id.toHexString(),
    NombreCompleto: snapshot.NombreCompleto,
    Cargo: snapshot.Cargo ?? '',
    FechaAsignado: snapshot.FechaAsignado.toISOString(),
  };
}

/** The snapshot of a user of the company with the Revisiones flag (§6); 400 for anybody else. */
export async function chooseResponsable(admin: AdminClient, companyId: string, userId: string, now = new Date()): Promise<ResponsableSnapshot> {
  const user = (await admin.usersWithModule(companyId, spec.module)).find((candidate) => candidate.id === userId);
  if (!user) throw new HttpError(400, texts.proyectos.errors.responsableInvalido);
  return snapshotOf(user, now);
}
