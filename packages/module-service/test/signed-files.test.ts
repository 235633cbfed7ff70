import { StoredImage } from '@insp/contracts';
import { common, files as messages } from '@insp/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedFileUrl } from '../src/index.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const companyA = ctx.newObjectId();
const companyB = ctx.newObjectId();
const director = ctx.user('AdministradorEmpresa', companyA);
const directorB = ctx.user('AdministradorEmpresa', companyB);
const DAY_S = 24 * 60 * 60;

async function uploadImage(companyId: string, claims: typeof director): Promise<StoredImage> {
  const data = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const response = await ctx.postFile(companyId, claims, data);
  expect(response.statusCode, response.body).toBe(201);
  return StoredImage.parse(response.json());
}

/** The service-side path of a public link (what the gateway forwards after /api/{service}). */
function pathOf(url: string): string {
  const prefix = `${ctx.config.publicUrl}/api/${ctx.config.service}`;
  expect(url.startsWith(`${prefix}/companies/`)).toBe(true);
  return url.slice(prefix.length);
}

const get = (path: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: path, headers });

describe('signed photo links (Excel reports)', () => {
  let photo: StoredImage;
  let photoB: StoredImage;
  beforeAll(async () => {
    photo = await uploadImage(companyA, director);
    photoB = await uploadImage(companyB, directorB);
  });

  it('a valid link downloads the image without a bearer token, valid for 90 days (PHOTO_LINK_DAYS by default)', async () => {
    const url = signedFileUrl(ctx.config, companyA, photo.id, 'web');
    const exp = Number(new URL(url).searchParams.get('exp'));
    expect(exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(90 * DAY_S - 60);
    expect(exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(90 * DAY_S);
    const response = await get(pathOf(url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const withToken = await get(`/companies/${companyA}/files/${photo.id}`, ctx.headersOf(director));
    expect(response.rawPayload.equals(withToken.rawPayload)).toBe(true);

    const thumb = await get(pathOf(signedFileUrl(ctx.config, companyA, photo.id, 'thumb')));
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
  });

  it('builds the address on the given public URL, through the gateway prefix', () => {
    const url = signedFileUrl(ctx.config, companyA, photo.id, 'web', 'https://inspeccion.example.cl/');
    expect(url.startsWith(`https://inspeccion.example.cl/api/${ctx.config.service}/companies/${companyA}/files/${photo.id}?size=web&exp=`)).toBe(true);
  });

  it('403 for a tampered signature, size, file or expiry', async () => {
    const url = new URL(signedFileUrl(ctx.config, companyA, photo.id, 'web'));
    const firma = url.searchParams.get('firma') ?? '';
    const exp = Number(url.searchParams.get('exp'));
    const base = `/companies/${companyA}/files/${photo.id}`;
    const flipped = `${firma.slice(0, -1)}${firma.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `${base}?size=web&exp=${exp}&firma=${flipped}`,
      `${base}?size=thumb&exp=${exp}&firma=${firma}`,
      `${base}?size=web&exp=${exp + DAY_S}&firma=${firma}`,
      `/companies/${companyA}/files/${ctx.newObjectId()}?size=web&exp=${exp}&firma=${firma}`,
      `${base}?size=web&firma=${firma}`,
      `${base}?size=web&exp=${exp}`,
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toEqual({ message: messages.invalidLink });
    }
  });

  it('403 once expired: a link opens for 90 days by default, PHOTO_LINK_DAYS otherwise', async () => {
    const daysAgo = (days: number) => ({ now: new Date(Date.now() - days * DAY_S * 1000) });
    const expired = await get(pathOf(signedFileUrl(ctx.config, companyA, photo.id, 'web', ctx.config.publicUrl, daysAgo(91))));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: messages.expiredLink });
    // a workbook opened two months after it was made still shows its photos
    const twoMonths = await get(pathOf(signedFileUrl(ctx.config, companyA, photo.id, 'web', ctx.config.publicUrl, daysAgo(60))));
    expect(twoMonths.statusCode).toBe(200);
    const shortLived = { ...ctx.config, photoLinkDays: 30 };
    const pastThirty = await get(pathOf(signedFileUrl(shortLived, companyA, photo.id, 'web', ctx.config.publicUrl, daysAgo(31))));
    expect(pastThirty.statusCode).toBe(403);
    expect(pastThirty.json()).toEqual({ message: messages.expiredLink });
  });

  it("a link of one company opens nothing of another: other company's id in the path, or its file under ours", async () => {
    const url = new URL(signedFileUrl(ctx.config, companyA, photo.id, 'web'));
    const moved = `/companies/${companyB}/files/${photo.id}${url.search}`;
    const refused = await get(moved);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.invalidLink });
    // Signed for company A but naming B's file: the signature holds, the file is not A's.
    const foreign = await get(pathOf(signedFileUrl(ctx.config, companyA, photoB.id, 'web')));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: common.notFound });
  });

  it('a link signed with another key (another deployment) is refused', async () => {
    const other = { ...ctx.config, internalToken: `${ctx.config.internalToken}-otro` };
    const response = await get(pathOf(signedFileUrl(other, companyA, photo.id, 'web')));
    expect(response.statusCode).toBe(403);
  });

  it('without a signature the route still needs a bearer token of the company', async () => {
    const anonymous = await get(`/companies/${companyA}/files/${photo.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: common.unauthenticated });
    const foreign = await get(`/companies/${companyA}/files/${photo.id}`, ctx.headersOf(directorB));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: common.forbidden });
  });
});
