import { randomBytes } from 'node:crypto';

import { Types } from 'mongoose';

/**
 * A new file id: 12 random bytes in an ObjectId's shape (24 hex digits, what every contract and
 * stored reference already takes), instead of an ObjectId's time + process + counter, which made
 * the next photo's id a few hundred guesses away from the previous one (issue 17). 96 random bits:
 * unguessable, and ids made before stay valid as they are.
 */
export function newFileId(): Types.ObjectId {
  return new Types.ObjectId(randomBytes(12));
}
