import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const internal = { 'x-internal-token': ctx.config.internalToken };
const idsOf = (ids: { toHexString(): string }[]) => ids.map((id) => id.toHexString()).sort();

describe('DELETE /internal/companies/:companyId', () => {
  it("deletes exactly that company's data and is idempotent", async () => {
    const doomed = ctx.newObjectId();
    const kept = ctx.newObjectId();
    await ctx.seed(doomed, ['Uno', 'Dos', 'Tres']);
    const keptIds = await ctx.seed(kept, ['Uno', 'Cuatro']);

    const first = await ctx.app.inject({ method: 'DELETE', url: `/internal/companies/${doomed}`, headers: internal });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ deleted: 3 });
    expect(await ctx.Projects.countDocuments({ companyId: doomed })).toBe(0);
    const remaining = await ctx.Projects.find({}).lean();
    expect(remaining.map((p) => p._id.toHexString()).sort()).toEqual([...keptIds].sort());

    const again = await ctx.app.inject({ method: 'DELETE', url: `/internal/companies/${doomed}`, headers: internal });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ deleted: 0 });
  });
});

describe('POST /internal/users/:userId/remove-responsable', () => {
  it('removes the user from every Responsables list of the company only, keeping the others, idempotently', async () => {
    const companyId = ctx.newObjectId();
    const otherCompany = ctx.newObjectId();
    const leaving = ctx.newObjectId();
    const staying = ctx.newObjectId();
    const [both, onlyLeaving] = await ctx
      .seed(companyId, ['Con ambos'], [leaving, staying])
      .then(async (a) => [...a, ...(await ctx.seed(companyId, ['Solo él'], [leaving]))]);
    const [untouched] = await ctx.seed(companyId, ['Sin él'], [staying]);
    const [elsewhere] = await ctx.seed(otherCompany, ['Otra empresa'], [leaving]);

    const call = () => ctx.app.inject({ method: 'POST', url: `/internal/users/${leaving}/remove-responsable`, headers: internal, payload: { companyId } });
    const first = await call();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ updated: 2 });

    const responsablesOf = async (id: string | undefined) => idsOf((await ctx.Projects.findById(id).lean())?.Responsables ?? []);
    expect(await responsablesOf(both)).toEqual([staying]);
    expect(await responsablesOf(onlyLeaving)).toEqual([]);
    expect(await responsablesOf(untouched)).toEqual([staying]);
    expect(await responsablesOf(elsewhere)).toEqual([leaving]);

    const again = await call();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ updated: 0 });
  });

  it('400 without the company in the body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: `/internal/users/${ctx.newObjectId()}/remove-responsable`, headers: internal, payload: {} });
    expect(response.statusCode).toBe(400);
  });
});
