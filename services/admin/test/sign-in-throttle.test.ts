import { auth } from '@insp/messages';
import type { LightMyRequestResponse } from 'fastify';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { FREE_FAILURES } from '../src/auth/throttle.ts';
import { models } from '../src/models/index.ts';
import { createCompany, createUser, PASSWORD, startAdmin, type TestContext } from './helpers.ts';

let ctx: TestContext;
let companyId: Types.ObjectId;

beforeAll(async () => {
  ctx = await startAdmin();
  companyId = await createCompany(ctx.app);
});

let addressCounter = 10;
/** A client address of its own for each test: the throttle is per email and address. */
const newAddress = (): string => `198.51.100.${addressCounter++}`;

const signInFrom = (address: string, email: string, password: string): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method: 'POST', url: '/auth/sign-in', remoteAddress: address, payload: { email, password } });

/** Moves every recorded failure `ms` into the past, as if the client had waited. */
async function waitAsIf(ms: number): Promise<void> {
  const failures = await models(ctx.app.db).SignInFailure.find().lean();
  for (const failure of failures) {
    await models(ctx.app.db).SignInFailure.updateOne({ _id: failure._id }, { $set: { at: new Date(failure.at.getTime() - ms) } });
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-in throttle', () => {
  it('answers a known and an unknown email alike: the same 401s, then the same 429 with a wait', async () => {
    await createUser(ctx.app, { email: 'conocida@empresa.cl', company: companyId });
    const address = newAddress();
    const answers: Record<string, { status: number; body: string; retryAfter: unknown }[]> = { known: [], unknown: [] };
    for (let attempt = 1; attempt <= FREE_FAILURES + 1; attempt++) {
      for (const [who, email] of [
        ['known', 'conocida@empresa.cl'],
        ['unknown', 'desconocida@empresa.cl'],
      ] as const) {
        const response = await signInFrom(address, email, `mala-${attempt}`);
        answers[who]!.push({ status: response.statusCode, body: response.body, retryAfter: response.headers['retry-after'] });
      }
    }
    expect(answers.known).toEqual(answers.unknown);
    expect(answers.known!.slice(0, FREE_FAILURES).map((a) => [a.status, JSON.parse(a.body)])).toEqual(
      Array(FREE_FAILURES).fill([401, { message: auth.badCredentials }]),
    );
    expect(answers.known![FREE_FAILURES]).toEqual({ status: 429, body: JSON.stringify({ message: auth.tooManyAttempts }), retryAfter: '1' });
  });

  it('takes as long for an unknown email as for a wrong password (one password hash each)', async () => {
    await createUser(ctx.app, { email: 'tiempo@empresa.cl', company: companyId });
    const timed = async (email: string): Promise<number> => {
      const started = performance.now();
      const response = await signInFrom(newAddress(), email, 'no-es-la-clave');
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved rounds and medians: CI runs other suites on the same two cores meanwhile. The leak
    // this guards against was 5x (a lock answered in 5 ms, an unknown email in 27 ms).
    for (let round = 0; round < 11; round++) {
      known.push(await timed('tiempo@empresa.cl'));
      unknown.push(await timed('nadie-tiempo@empresa.cl'));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it("never keeps the owner out: a stranger's failures only slow the stranger's own address", async () => {
    await createUser(ctx.app, { email: 'victima@empresa.cl', company: companyId });
    const stranger = newAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt < FREE_FAILURES + 5; attempt++)
      answers.push((await signInFrom(stranger, 'victima@empresa.cl', `adivina-${attempt}`)).statusCode);
    expect(answers.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill(401));
    expect(answers.slice(FREE_FAILURES).every((status) => status === 429)).toBe(true);
    // The owner, elsewhere, signs in at once, even with a typo first.
    const owner = newAddress();
    expect((await signInFrom(owner, 'victima@empresa.cl', 'typo')).statusCode).toBe(401);
    expect((await signInFrom(owner, 'victima@empresa.cl', PASSWORD)).statusCode).toBe(200);
    // The stranger is still made to wait, even with the right password.
    expect((await signInFrom(stranger, 'victima@empresa.cl', PASSWORD)).statusCode).toBe(429);
  });

  it('makes each further failure wait longer, and lets the right password in once the wait is over', async () => {
    await createUser(ctx.app, { email: 'paciente@empresa.cl', company: companyId });
    const address = newAddress();
    for (let attempt = 0; attempt < FREE_FAILURES; attempt++) expect((await signInFrom(address, 'paciente@empresa.cl', 'mala')).statusCode).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await signInFrom(address, 'paciente@empresa.cl', 'mala');
      expect(refused.statusCode).toBe(429);
      waits.push(String(refused.headers['retry-after']));
      await waitAsIf(Number(refused.headers['retry-after']) * 1000);
      expect((await signInFrom(address, 'paciente@empresa.cl', 'mala')).statusCode).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4']);
    expect((await signInFrom(address, 'paciente@empresa.cl', PASSWORD)).statusCode).toBe(429);
    await waitAsIf(8000);
    expect((await signInFrom(address, 'paciente@empresa.cl', PASSWORD)).statusCode).toBe(200);
    // A success starts afresh.
    expect((await signInFrom(address, 'paciente@empresa.cl', 'mala')).statusCode).toBe(401);
    expect((await signInFrom(address, 'paciente@empresa.cl', PASSWORD)).statusCode).toBe(200);
  });

  it('lets at most the free guesses through when they arrive all at once', async () => {
    await createUser(ctx.app, { email: 'rafaga@empresa.cl', company: companyId });
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signInFrom(address, 'rafaga@empresa.cl', `rafaga-${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(FREE_FAILURES);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it('a success before the free failures run out clears them', async () => {
    await createUser(ctx.app, { email: 'distraida@empresa.cl', company: companyId });
    const address = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 1; attempt < FREE_FAILURES; attempt++) expect((await signInFrom(address, 'distraida@empresa.cl', 'mala')).statusCode).toBe(401);
      expect((await signInFrom(address, 'distraida@empresa.cl', PASSWORD)).statusCode).toBe(200);
    }
  });
});
