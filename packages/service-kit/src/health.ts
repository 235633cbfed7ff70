import { common } from '@insp/messages';
import { z } from 'zod';

import type { ZodApp } from './types.ts';

const PING_TIMEOUT_MS = 2000;

async function databaseAnswers(app: ZodApp): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const ping = async (): Promise<boolean> => {
    // A connection still opening (service just started) gets the same short grace as the ping.
    if (app.db.readyState === 2) await app.db.asPromise();
    const db = app.db.db;
    if (!db || app.db.readyState !== 1) return false;
    await db.admin().ping();
    return true;
  };
  try {
    return await Promise.race([ping(), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /health` (public): 200 when the database answers a ping, else 503. */
export function installHealth(app: ZodApp): void {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ message: z.string() }) },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(app)) return { status: 'ok' as const };
      return reply.code(503).send({ message: common.unavailable });
    },
  );
}
