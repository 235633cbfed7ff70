import { randomUUID } from 'node:crypto';

import { type AccessClaims } from '@insp/contracts';
import { captureObservacion, listObservaciones, type ObservacionCreateBody, ObservacionItem, ObservacionKeysetPage } from '@insp/contracts';
import { Types } from 'mongoose';
import { afterAll, expect } from 'vitest';

import { type TestContext, testContext } from './context.ts';

export type Hierarchy = Awaited<ReturnType<TestContext['createHierarchy']>>;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What captureBody captures by default: names from fakeCompany's catalogues, no photo. */
export const capturaPorDefecto = {
  Sector: 'Torre A',
  Recinto: 'Baño',
  Subcontrato: 'Pintura',
  ErrorTipo: 'Manchas',
  Prioridad: 'Alta',
  Comentario: 'Mancha en el muro norte',
  Imagenes: [],
} as const satisfies Omit<ObservacionCreateBody, 'clientId'>;

/** A capture body with names from fakeCompany's catalogues. */
export const captureBody = (overrides: Partial<ObservacionCreateBody> = {}): ObservacionCreateBody => ({
  clientId: randomUUID(),
  ...capturaPorDefecto,
  Imagenes: [],
  ...overrides,
});

/** A test file's opening: the service under test (closed after the file) and the observations helpers on it. */
export async function observacionesSuite() {
  const ctx = await testContext();
  afterAll(() => ctx.app.close());
  return { ctx, fx: observacionFixtures(ctx) };
}

/** Helpers for the observations tests, on one test context. */
export function observacionFixtures(ctx: TestContext) {
  const listadoParams = (h: Hierarchy, listadoId = h.listadoId, revisionId = h.revisionId) => ({
    companyId: h.companyId,
    projectId: h.projectId,
    revisionId,
    listadoId,
  });

  const capture = (h: Hierarchy, claims: AccessClaims | null = h.director, body: Partial<ObservacionCreateBody> = {}, params = listadoParams(h)) =>
    ctx.call(claims, captureObservacion, params, { body: captureBody(body) });

  /** Captures and returns the observation (expects 201). */
  const captured = async (h: Hierarchy, body: Partial<ObservacionCreateBody> = {}, params = listadoParams(h)): Promise<ObservacionItem> => {
    const response = await capture(h, h.director, body, params);
    expect(response.statusCode, response.body).toBe(201);
    return ObservacionItem.parse(response.json());
  };

  const list = async (h: Hierarchy, query: Record<string, unknown> = {}, claims: AccessClaims = h.director, params = listadoParams(h)) => {
    const response = await ctx.call(claims, listObservaciones, params, { query });
    expect(response.statusCode, response.body).toBe(200);
    return ObservacionKeysetPage.parse(response.json());
  };

  const Observaciones = () => ctx.app.db.collection('Observaciones');

  /** Moves an observation's creation into the past (its status follows from it). */
  const setCreatedAt = (id: string, CreatedAt: Date) => Observaciones().updateOne({ _id: new Types.ObjectId(id) }, { $set: { CreatedAt } });

  const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY_MS);

  return { listadoParams, capture, captured, list, uploadJpeg: ctx.uploadJpeg, Observaciones, setCreatedAt, daysAgo };
}
