import { z } from 'zod';
import { ObjectId } from './identity.ts';

/** Route parameter of user-scoped routes. */
export const UserParams = z.strictObject({ userId: ObjectId });
export type UserParams = z.infer<typeof UserParams>;

/** `GET /internal/sessions/:userId` on admin: checked by every service on each request (cache <= 4 s). */
export const SessionStateResponse = z.object({
  active: z.boolean(),
  sessionVersion: z.number().int().nonnegative(),
});
export type SessionStateResponse = z.infer<typeof SessionStateResponse>;
