import { common } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import type { CaptureLog } from '../context.ts';
import { capturesRepository } from './repository.ts';

export interface CaptureOptions {
  /** How long a repeat waits for the first copy of its request to finish before answering 503. */
  waitMs: number;
  pollMs: number;
  /** A claim pending this long belongs to a process that died mid-create: a repeat takes it over. */
  staleMs: number;
}

export const defaultCaptureOptions: CaptureOptions = { waitMs: 5_000, pollMs: 100, staleMs: 120_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Capture idempotency on the 'capturas' collection: a create sent by a field device runs once per
 * (company, clientId); a retry, or a copy arriving at the same time, gets the first result's id.
 */
export function createCaptureLog(db: Connection, options: Partial<CaptureOptions> = {}): CaptureLog {
  const settings = { ...defaultCaptureOptions, ...options };
  const captures = capturesRepository(db);

  return {
    async once(companyId, clientId, entity, create) {
      if (clientId.length === 0 || clientId.length > 100) throw new HttpError(400, common.invalidRequest);
      const deadline = Date.now() + settings.waitMs;
      for (;;) {
        const claimId = await captures.claim(companyId, clientId, entity, new Date());
        if (claimId) {
          let id: string;
          try {
            id = await create();
          } catch (error) {
            // The create did not happen: free the clientId so the device's retry can create.
            await captures.release(companyId, claimId).catch(() => undefined);
            throw error;
          }
          // The record exists whatever happens next, so its id is the answer; a failed write of the
          // result is tried once more (otherwise a repeat waits and later takes the claim over).
          await captures.complete(companyId, claimId, id).catch(() => captures.complete(companyId, claimId, id).catch(() => undefined));
          return { id, created: true };
        }

        const existing = await captures.find(companyId, clientId);
        if (existing) {
          // The same clientId for another kind of record is a client bug, not a retry.
          if (existing.entity !== entity) throw new HttpError(400, common.invalidRequest);
          if (existing.resultId) return { id: existing.resultId, created: false };
          if (Date.now() - existing.createdAt.getTime() > settings.staleMs) {
            await captures.release(companyId, existing._id);
            continue;
          }
        }
        // Still pending (the first copy is creating), or just released by a failed create.
        if (Date.now() >= deadline) throw new HttpError(503, common.unavailable);
        if (existing) await sleep(settings.pollMs);
      }
    },

    deleteCompany: (companyId) => captures.deleteCompany(companyId),
  };
}
