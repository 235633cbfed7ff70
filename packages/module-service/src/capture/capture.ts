import { common } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import type { CaptureLog } from '../context.ts';
import { capturesRepository } from './repository.ts';

export interface CaptureOptions {
  /**
   * How long a repeat waits for a first copy that another process is creating (its claim pending in
   * the database) before answering 503; far under the gateway's 30 s, far over a capture's time.
   */
  waitMs: number;
  /** The first pause between two looks at such a claim (doubling up to maxPollMs). */
  pollMs: number;
  maxPollMs: number;
  /** A claim pending this long belongs to a process that died mid-create: a repeat takes it over. */
  staleMs: number;
}

export const defaultCaptureOptions: CaptureOptions = { waitMs: 20_000, pollMs: 25, maxPollMs: 500, staleMs: 120_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Outcome = { id: string; created: boolean };

/**
 * Capture idempotency on the 'capturas' collection: a create sent by a field device runs once per
 * (company, clientId); a retry, or a copy arriving at the same time, gets the first result's id.
 * A first copy costs two inserts, the claim and its result ('capturas_resultados'), never an
 * update (see CaptureResult).
 * Copies reaching the same process wait for the first one's promise, however long it takes (a
 * stored record is never answered with an error); copies reaching another replica read the claim
 * until it holds the result. A failed first copy stored nothing: a waiting copy then creates.
 */
export function createCaptureLog(db: Connection, options: Partial<CaptureOptions> = {}): CaptureLog {
  const settings = { ...defaultCaptureOptions, ...options };
  const captures = capturesRepository(db);
  /** The copy of each (company, clientId) this process is running, with the kind of record it makes. */
  const running = new Map<string, { entity: string; outcome: Promise<Outcome> }>();

  /** The claim in the database: the first copy anywhere creates, the others read its result. */
  async function onceStored(companyId: string, clientId: string, entity: string, create: () => Promise<string>): Promise<Outcome> {
    const deadline = Date.now() + settings.waitMs;
    let pause = settings.pollMs;
    /** This copy dropped a stale claim: the copy that made it may have completed since. */
    let tookOver = false;
    for (;;) {
      if (await captures.claim(companyId, clientId, entity, new Date())) {
        const done = tookOver ? await captures.result(companyId, clientId) : null;
        if (done) {
          if (done.entity !== entity) throw new HttpError(400, common.invalidRequest);
          return { id: done.resultId, created: false };
        }
        let id: string;
        try {
          id = await create();
        } catch (error) {
          // The create did not happen: free the clientId so the device's retry can create.
          await captures.release(companyId, clientId).catch(() => undefined);
          throw error;
        }
        // The record exists whatever happens next, so its id is the answer; a failed write of the
        // result is tried once more (otherwise a repeat waits and later takes the claim over).
        const complete = () => captures.complete(companyId, clientId, entity, id, new Date());
        await complete().catch(() => complete().catch(() => undefined));
        return { id, created: true };
      }

      const existing = await captures.find(companyId, clientId);
      if (existing) {
        // The same clientId for another kind of record is a client bug, not a retry.
        if (existing.entity !== entity) throw new HttpError(400, common.invalidRequest);
        if (existing.resultId) return { id: existing.resultId, created: false };
        if (Date.now() - existing.createdAt.getTime() > settings.staleMs) {
          await captures.releaseAbandoned(companyId, existing);
          tookOver = true;
          continue;
        }
      }
      // Still pending (another process is creating), or just released by a failed create.
      if (Date.now() >= deadline) throw new HttpError(503, common.unavailable);
      if (existing) {
        await sleep(Math.min(pause, Math.max(0, deadline - Date.now())));
        pause = Math.min(pause * 2, settings.maxPollMs);
      }
    }
  }

  return {
    async once(companyId, clientId, entity, create) {
      if (clientId.length === 0 || clientId.length > 100) throw new HttpError(400, common.invalidRequest);
      const key = `${companyId}:${clientId}`;
      for (let first = running.get(key); first; first = running.get(key)) {
        const outcome = await first.outcome.catch(() => null);
        if (outcome) {
          if (first.entity !== entity) throw new HttpError(400, common.invalidRequest);
          return { id: outcome.id, created: false };
        }
        // The first copy failed and stored nothing: the first waiting copy to get here creates.
        if (running.get(key) === first) running.delete(key);
      }
      const mine = { entity, outcome: onceStored(companyId, clientId, entity, create) };
      running.set(key, mine);
      try {
        return await mine.outcome;
      } finally {
        if (running.get(key) === mine) running.delete(key);
      }
    },

    deleteCompany: (companyId) => captures.deleteCompany(companyId),
  };
}
