import { common } from '@insp/messages';
import { describe, expect, it } from 'vitest';

import { startAdmin } from './helpers.ts';

const ctx = await startAdmin();

describe('with the database down', () => {
  it('sign-in answers 503 with the Spanish message, not 500', async () => {
    // The service keeps running while its database goes away.
    await ctx.app.db.close();
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email: 'director@sur.cl', password: 'Secreta123!' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: common.unavailable });
  });
});
