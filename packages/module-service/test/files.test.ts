import { Readable } from 'node:stream';

import { StoredImage } from '@insp/contracts';
import { common, files as messages } from '@insp/messages';
import { openApiGaps } from '@insp/service-kit/testing';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createFileStore } from '../src/files/store.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

// A second store on the service's database: the same documents and bucket the routes use.
const store = createFileStore(ctx.app.db);
const HOUR = 60 * 60_000;

const companyA = ctx.newObjectId();
const companyB = ctx.newObjectId();
const director = ctx.user('AdministradorEmpresa', companyA);
const worker = ctx.user('UsuarioEmpresa', companyA);
const workerWithoutModule = ctx.user('UsuarioEmpresa', companyA, { modules: ctx.withoutModule });
const directorB = ctx.user('AdministradorEmpresa', companyB);
const platformAdmin = ctx.user('Administrador', null);

interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
async function formData(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.value)], { type: part.type ?? 'application/octet-stream' }), part.filename ?? 'foto.jpg');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

async function upload(claims: typeof director, companyId: string, parts: Part[]) {
  const { payload, contentType } = await formData(parts);
  return ctx.app.inject({ method: 'POST', url: `/companies/${companyId}/files`, headers: { ...ctx.headersOf(claims), 'content-type': contentType }, payload });
}

const uploadImage = async (companyId: string, data: Buffer, claims = companyId === companyA ? director : directorB): Promise<StoredImage> => {
  const response = await upload(claims, companyId, [{ name: 'file', value: data, filename: 'foto.jpg', type: 'image/jpeg' }]);
  expect(response.statusCode, response.body).toBe(201);
  return StoredImage.parse(response.json());
};

const download = (claims: typeof director, companyId: string, fileId: string, query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/companies/${companyId}/files/${fileId}${query}`, headers: { ...ctx.headersOf(claims), ...headers } });

/** 3000x2000, left half red, right half blue, tagged EXIF orientation 6 (shown turned 90° clockwise). */
const exifJpeg = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .composite([{ input: { create: { width: 1500, height: 2000, channels: 3, background: { r: 20, g: 20, b: 220 } } }, left: 1500, top: 0 }])
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
const smallJpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2], info.channels === 4 ? data[at + 3] : 255];
};

const archivos = () => ctx.app.db.collection('archivos');
const gridFiles = () => ctx.app.db.collection('archivos.files');
const gridChunks = () => ctx.app.db.collection('archivos.chunks');
const gridIdsOf = async (fileId: string): Promise<Types.ObjectId[]> => {
  const doc = await archivos().findOne({ _id: new Types.ObjectId(fileId) });
  return doc ? [doc.web, doc.thumb, doc.print].filter((id): id is Types.ObjectId => id instanceof Types.ObjectId) : [];
};
/** How many GridFS file entries and chunks these ids still have. */
const bytesLeft = async (ids: Types.ObjectId[]) => ({
  files: await gridFiles().countDocuments({ _id: { $in: ids } }),
  chunks: await gridChunks().countDocuments({ files_id: { $in: ids } }),
});

describe('POST /companies/:companyId/files', () => {
  it('stores a JPEG turned by its EXIF orientation, without metadata, at 1600 px (web), 800 px (print) and 320 px (thumb)', async () => {
    const original = await exifJpeg();
    expect((await sharp(original).metadata()).orientation).toBe(6);

    const response = await upload(worker, companyA, [{ name: 'file', value: original, filename: 'obra.jpg', type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(201);
    const stored = StoredImage.parse(response.json());
    // Turned a quarter: 2000 wide x 3000 high, scaled to a longest side of 1600.
    expect(stored).toMatchObject({ contentType: 'image/jpeg', width: 1067, height: 1600 });

    const web = await download(worker, companyA, stored.id);
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toBe('image/jpeg');
    expect(stored.size).toBe(web.rawPayload.length);
    const webMeta = await sharp(web.rawPayload).metadata();
    expect(webMeta).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
    expect(webMeta.exif).toBeUndefined();
    expect(webMeta.orientation).toBeUndefined();
    // The left (red) half of the original is now on top, the right (blue) half at the bottom.
    const top = await pixel(web.rawPayload, 533, 100);
    const bottom = await pixel(web.rawPayload, 533, 1500);
    expect(top[0]).toBeGreaterThan(180);
    expect(top[2]).toBeLessThan(80);
    expect(bottom[2]).toBeGreaterThan(180);
    expect(bottom[0]).toBeLessThan(80);

    const thumb = await download(worker, companyA, stored.id, '?size=thumb');
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta).toMatchObject({ format: 'jpeg', width: 213, height: 320 });
    expect(thumbMeta.exif).toBeUndefined();

    // The print version PDFs embed: turned too, 640 px, a fraction of the web version's bytes.
    const print = (await store.readImage(companyA, stored.id, 'print')) as Buffer;
    const printMeta = await sharp(print).metadata();
    expect(printMeta).toMatchObject({ format: 'jpeg', width: 427, height: 640 });
    expect(printMeta.exif).toBeUndefined();
    expect(print.length).toBeLessThan(web.rawPayload.length / 2);
    expect((await pixel(print, 213, 40))[0]).toBeGreaterThan(180);
    expect((await pixel(print, 213, 600))[2]).toBeGreaterThan(180);
    // Not served: the route knows web and thumb only.
    expect((await download(worker, companyA, stored.id, '?size=print')).statusCode).toBe(400);
  });

  it('turns a WebP into a JPEG photo and never enlarges a small image', async () => {
    const webp = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#884422' } })
      .webp()
      .toBuffer();
    const stored = await uploadImage(companyA, webp);
    expect(stored).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 800 });

    const small = await uploadImage(companyA, await smallJpeg());
    expect(small).toMatchObject({ width: 400, height: 300 });
    const thumb = await download(director, companyA, small.id, '?size=thumb');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
  });

  it("keeps a signature as PNG with its transparency (kind 'signature')", async () => {
    const png = await sharp({ create: { width: 800, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 400, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } }, left: 200, top: 140 }])
      .png()
      .toBuffer();
    const response = await upload(worker, companyA, [
      { name: 'kind', value: 'signature' },
      { name: 'file', value: png, filename: 'firma.png', type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    const stored = StoredImage.parse(response.json());
    expect(stored).toMatchObject({ contentType: 'image/png', width: 800, height: 300 });
    const web = await download(worker, companyA, stored.id);
    expect(web.headers['content-type']).toBe('image/png');
    expect(await sharp(web.rawPayload).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    expect((await pixel(web.rawPayload, 10, 10))[3]).toBe(0);
    expect((await pixel(web.rawPayload, 400, 150))[3]).toBe(255);
    // Its print version keeps the transparency too.
    const print = (await store.readImage(companyA, stored.id, 'print')) as Buffer;
    expect(await sharp(print).metadata()).toMatchObject({ format: 'png', hasAlpha: true, width: 640, height: 240 });
    expect((await pixel(print, 10, 10))[3]).toBe(0);
    const doc = await archivos().findOne({ _id: new Types.ObjectId(stored.id) });
    expect(doc).toMatchObject({
      kind: 'signature',
      companyId: new Types.ObjectId(companyA),
      uploadedBy: new Types.ObjectId(worker.sub),
      owner: null,
      releasedAt: null,
    });
  });

  it('a PNG photo becomes a JPEG on white (the kind field after the file is read too)', async () => {
    const png = await sharp({ create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const response = await upload(director, companyA, [
      { name: 'file', value: png, filename: 'foto.png', type: 'image/png' },
      { name: 'kind', value: 'photo' },
    ]);
    expect(response.statusCode).toBe(201);
    const web = await download(director, companyA, response.json().id);
    expect(web.headers['content-type']).toBe('image/jpeg');
    expect((await pixel(web.rawPayload, 50, 50)).slice(0, 3)).toEqual([255, 255, 255]);
  });

  it('415 for a text file named x.jpg, and for bytes that look like a JPEG but do not decode', async () => {
    const text = await upload(director, companyA, [{ name: 'file', value: Buffer.from('esto no es una imagen'), filename: 'x.jpg', type: 'image/jpeg' }]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: messages.unsupportedType });

    const gif = await upload(director, companyA, [{ name: 'file', value: Buffer.from('GIF89a\x01\x00\x01\x00'), filename: 'x.gif', type: 'image/gif' }]);
    expect(gif.statusCode).toBe(415);

    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]);
    const broken = await upload(director, companyA, [{ name: 'file', value: corrupt, filename: 'rota.jpg', type: 'image/jpeg' }]);
    expect(broken.statusCode).toBe(415);
    expect(broken.json()).toEqual({ message: messages.unsupportedType });

    const fakeWebp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(100, 1)]);
    expect((await upload(director, companyA, [{ name: 'file', value: fakeWebp, filename: 'x.webp' }])).statusCode).toBe(415);
  });

  it('413 in Spanish for a 16 MB file and for one just over 15 MB; nothing is stored', async () => {
    const before = await archivos().countDocuments();
    const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    for (const size of [16 * 1024 * 1024, 15 * 1024 * 1024 + 1]) {
      const big = Buffer.concat([jpegHeader, Buffer.alloc(size - jpegHeader.length, 1)]);
      const response = await upload(director, companyA, [{ name: 'file', value: big, filename: 'grande.jpg', type: 'image/jpeg' }]);
      expect(response.statusCode, `${size}`).toBe(413);
      expect(response.json()).toEqual({ message: messages.tooLarge });
    }
    expect(await archivos().countDocuments()).toBe(before);
  });

  it('415 when the body is not multipart, 400 without a file, with two files or with an unknown kind', async () => {
    const json = await ctx.app.inject({ method: 'POST', url: `/companies/${companyA}/files`, headers: ctx.headersOf(director), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: messages.notMultipart });

    const octets = await ctx.app.inject({
      method: 'POST',
      url: `/companies/${companyA}/files`,
      headers: { ...ctx.headersOf(director), 'content-type': 'application/octet-stream' },
      payload: await smallJpeg(),
    });
    expect(octets.statusCode).toBe(415);
    expect(octets.json()).toEqual({ message: messages.notMultipart });

    const none = await upload(director, companyA, [{ name: 'kind', value: 'photo' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: messages.missing });

    const jpeg = await smallJpeg();
    const two = await upload(director, companyA, [
      { name: 'file', value: jpeg },
      { name: 'file2', value: jpeg },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ message: messages.tooManyParts });

    const kind = await upload(director, companyA, [
      { name: 'kind', value: 'document' },
      { name: 'file', value: jpeg },
    ]);
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toEqual({ message: messages.invalidKind });
  });

  it("403 for another company's user and for a user without the module, before the body is read", async () => {
    const jpeg = await smallJpeg();
    const foreign = await upload(directorB, companyA, [{ name: 'file', value: jpeg }]);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: common.forbidden });
    const moduleOff = await upload(workerWithoutModule, companyA, [{ name: 'file', value: jpeg }]);
    expect(moduleOff.statusCode).toBe(403);
    expect(moduleOff.json()).toEqual({ message: common.moduleDisabled });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/companies/${companyA}/files`,
      payload: (await formData([{ name: 'file', value: jpeg }])).payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /companies/:companyId/files/:fileId', () => {
  let stored: StoredImage;
  beforeAll(async () => {
    stored = await uploadImage(companyA, await smallJpeg());
  });

  it('serves a file not attached yet to its uploader only, privately cached for a year', async () => {
    const response = await download(director, companyA, stored.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(stored.size);
    for (const claims of [worker, platformAdmin, ctx.user('AdministradorEmpresa', companyA)]) {
      const other = await download(claims, companyA, stored.id);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: common.notFound });
    }
  });

  it("serves an attached file to who sees its record's project: managers and the project's company users; 404 to a company user outside it", async () => {
    const outsider = ctx.user('UsuarioEmpresa', companyA);
    const responsible = ctx.user('UsuarioEmpresa', companyA);
    const [projectId = ''] = await ctx.seed(companyA, ['Proyecto de la foto'], [worker.sub]);
    const photo = await uploadImage(companyA, await smallJpeg(), outsider);
    await store.attach(companyA, [photo.id], { entity: 'Observacion', id: ctx.newObjectId(), projectId });
    for (const claims of [director, worker, platformAdmin]) expect((await download(claims, companyA, photo.id)).statusCode).toBe(200);
    // The uploader too loses it once it belongs to a project they are not assigned to.
    for (const claims of [outsider, responsible]) {
      const refused = await download(claims, companyA, photo.id, '?size=thumb');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: common.notFound });
    }
    // Made the project's Responsable: the photo opens.
    await ctx.Projects.collection.updateOne({ _id: new Types.ObjectId(projectId) }, { $set: { Responsable: { id: new Types.ObjectId(responsible.sub) } } });
    expect((await download(responsible, companyA, photo.id)).statusCode).toBe(200);
  });

  it('a file attached before attachments named their project is looked up through its record once', async () => {
    const [projectId = ''] = await ctx.seed(companyA, ['Proyecto antiguo'], [worker.sub]);
    const outsider = ctx.user('UsuarioEmpresa', companyA);
    const records = ctx.app.db.collection('registros_con_fotos');
    const recordId = new Types.ObjectId();
    await records.insertOne({ _id: recordId, companyId: new Types.ObjectId(companyA), projectId: new Types.ObjectId(projectId) });
    store.ownedBy('RegistroConFotos', { collection: 'registros_con_fotos' });
    const photo = await uploadImage(companyA, await smallJpeg());
    await archivos().updateOne(
      { _id: new Types.ObjectId(photo.id) },
      { $set: { owner: { entity: 'RegistroConFotos', id: recordId.toHexString() }, sweepAt: null } },
    );
    expect((await download(outsider, companyA, photo.id)).statusCode).toBe(404);
    expect((await download(worker, companyA, photo.id)).statusCode).toBe(200);
    expect(await archivos().findOne({ _id: new Types.ObjectId(photo.id) })).toMatchObject({ owner: { projectId: new Types.ObjectId(projectId) } });
  });

  it('new file ids are random: two consecutive ones share no time, process or counter part (ObjectIds did)', async () => {
    const first = await uploadImage(companyA, await smallJpeg());
    const second = await uploadImage(companyA, await smallJpeg());
    const idsOf = async (id: string) => {
      const doc = await archivos().findOne({ _id: new Types.ObjectId(id) });
      return [id, doc?.web, doc?.thumb, doc?.print].map(String);
    };
    const a = await idsOf(first.id);
    const b = await idsOf(second.id);
    for (const [i, id] of a.entries()) {
      const next = b[i] ?? '';
      expect(id).toMatch(/^[a-f0-9]{24}$/);
      // An ObjectId is 4 bytes of seconds, 5 bytes fixed per process, then a counter.
      expect(next.slice(0, 8), 'time part').not.toBe(id.slice(0, 8));
      expect(next.slice(8, 18), 'process part').not.toBe(id.slice(8, 18));
    }
    expect(Math.abs(new Types.ObjectId(first.id).getTimestamp().getTime() - Date.now())).toBeGreaterThan(60_000);
  });

  it('ETag per version, 304 on If-None-Match', async () => {
    const web = await download(director, companyA, stored.id);
    const thumb = await download(director, companyA, stored.id, '?size=thumb');
    const etag = String(web.headers.etag);
    expect(etag).toMatch(/^"[a-f0-9]{24}"$/);
    expect(thumb.headers.etag).not.toBe(etag);

    const again = await download(director, companyA, stored.id, '?size=web', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const weak = await download(director, companyA, stored.id, '', { 'if-none-match': `"otro", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const other = await download(director, companyA, stored.id, '?size=thumb', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it("403 for another company's user and for a user without the module", async () => {
    const foreign = await download(directorB, companyA, stored.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: common.forbidden });
    const moduleOff = await download(workerWithoutModule, companyA, stored.id);
    expect(moduleOff.statusCode).toBe(403);
    expect(moduleOff.json()).toEqual({ message: common.moduleDisabled });
  });

  it("404 for an unknown id and for another company's file named under one's own company", async () => {
    const unknown = await download(director, companyA, ctx.newObjectId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: common.notFound });
    const underB = await download(directorB, companyB, stored.id);
    expect(underB.statusCode).toBe(404);
    expect((await download(platformAdmin, companyB, stored.id)).statusCode).toBe(404);
  });

  it('400 for a malformed id or size', async () => {
    expect((await download(director, companyA, 'no-es-un-id')).statusCode).toBe(400);
    expect((await download(director, companyA, stored.id, '?size=grande')).statusCode).toBe(400);
  });

  it('readImage gives the same bytes to the company only', async () => {
    const web = await download(director, companyA, stored.id);
    expect((await store.readImage(companyA, stored.id, 'web'))?.equals(web.rawPayload)).toBe(true);
    expect((await store.readImage(companyA, stored.id, 'thumb'))?.length).toBeLessThan(web.rawPayload.length);
    expect(await store.readImage(companyB, stored.id, 'web')).toBeNull();
    expect(await store.readImage(companyA, ctx.newObjectId(), 'web')).toBeNull();
  });

  it('both routes are documented in /openapi.json', async () => {
    expect((await openApiGaps(ctx.app)).filter((gap) => gap.includes('/files'))).toEqual([]);
    const document = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.paths['/companies/{companyId}/files'].post.responses['201']).toBeDefined();
    expect(document.paths['/companies/{companyId}/files/{fileId}'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'companyId',
      'exp',
      'fileId',
      'firma',
      'size',
    ]);
  });
});

describe('attach, release and the scheduled cleanup', () => {
  it("400 'No existe la imagen' for an unknown, malformed, foreign or released id; nothing is attached then", async () => {
    const mine = await uploadImage(companyA, await smallJpeg());
    const theirs = await uploadImage(companyB, await smallJpeg());
    const released = await uploadImage(companyA, await smallJpeg());
    await store.release(companyA, [released.id]);
    const owner = { entity: 'Observacion', id: ctx.newObjectId(), projectId: ctx.newObjectId() };
    for (const ids of [[mine.id, ctx.newObjectId()], [mine.id, theirs.id], [mine.id, 'x'], [released.id]]) {
      await expect(store.attach(companyA, ids, owner)).rejects.toMatchObject({ statusCode: 400, message: 'No existe la imagen' });
    }
    expect(await archivos().findOne({ _id: new Types.ObjectId(mine.id) })).toMatchObject({ owner: null });
    await store.attach(companyA, [mine.id, mine.id], owner);
    expect(await archivos().findOne({ _id: new Types.ObjectId(mine.id) })).toMatchObject({
      owner: { ...owner, projectId: new Types.ObjectId(owner.projectId) },
      sweepAt: null,
    });
  });

  it("409 'La imagen ya pertenece a otro registro.' for a file another record holds: it stays with its record", async () => {
    const photo = await uploadImage(companyA, await smallJpeg());
    const free = await uploadImage(companyA, await smallJpeg());
    const first = { entity: 'Observacion', id: ctx.newObjectId(), projectId: ctx.newObjectId() };
    await store.attach(companyA, [photo.id], first);
    // Again to the same record (a retried capture, an edit keeping its photo): nothing changes.
    await store.attach(companyA, [photo.id], first);
    for (const other of [
      { ...first, id: ctx.newObjectId() },
      { ...first, entity: 'RespuestaOT' },
    ]) {
      await expect(store.attach(companyA, [free.id, photo.id], other)).rejects.toMatchObject({ statusCode: 409, message: messages.alreadyAttached });
    }
    expect(await archivos().findOne({ _id: new Types.ObjectId(photo.id) })).toMatchObject({ owner: { entity: first.entity, id: first.id } });
    expect(await archivos().findOne({ _id: new Types.ObjectId(free.id) })).toMatchObject({ owner: null });
    // Detached from its record (an answer that went to another slot), it may be attached again.
    await store.detach(companyA, [photo.id], first);
    await store.attach(companyA, [photo.id], { ...first, id: ctx.newObjectId() });
  });

  it('removes unattached images after 24 h and released ones at once, with their chunks; keeps attached ones', async () => {
    const jpeg = await smallJpeg();
    const unattached = await uploadImage(companyA, jpeg);
    const released = await uploadImage(companyA, jpeg);
    const attached = await uploadImage(companyA, jpeg);
    const ownedThenReleased = await uploadImage(companyA, jpeg);
    const record = { entity: 'Observacion', id: ctx.newObjectId(), projectId: ctx.newObjectId() };
    const deletedRecord = { entity: 'Observacion', id: ctx.newObjectId(), projectId: ctx.newObjectId() };
    await store.attach(companyA, [attached.id], record);
    await store.attach(companyA, [released.id], record);
    await store.attach(companyA, [ownedThenReleased.id], deletedRecord);
    await store.release(companyA, [released.id]);
    await store.releaseOwners(companyA, [deletedRecord]);
    const document = await store.storeDocument(companyA, 'Informe.pdf', 'application/pdf', Buffer.from('%PDF-1.7 informe'));

    const ids = {
      unattached: await gridIdsOf(unattached.id),
      released: await gridIdsOf(released.id),
      attached: await gridIdsOf(attached.id),
      ownedThenReleased: await gridIdsOf(ownedThenReleased.id),
    };
    // web, print and thumb.
    for (const grid of Object.values(ids)) expect((await bytesLeft(grid)).files).toBe(3);

    // 23 h on: only the released ones go.
    expect(await store.cleanup(new Date(Date.now() + 23 * HOUR))).toBeGreaterThanOrEqual(2);
    expect(await bytesLeft(ids.released)).toEqual({ files: 0, chunks: 0 });
    expect(await bytesLeft(ids.ownedThenReleased)).toEqual({ files: 0, chunks: 0 });
    expect((await bytesLeft(ids.unattached)).files).toBe(3);
    expect((await download(director, companyA, unattached.id)).statusCode).toBe(200);

    // 25 h on: the never attached one too.
    await store.cleanup(new Date(Date.now() + 25 * HOUR));
    expect(await bytesLeft(ids.unattached)).toEqual({ files: 0, chunks: 0 });
    expect(await archivos().countDocuments({ _id: { $in: [unattached.id, released.id, ownedThenReleased.id].map((id) => new Types.ObjectId(id)) } })).toBe(0);
    expect((await download(director, companyA, unattached.id)).statusCode).toBe(404);

    // The attached image and the generated document stay.
    expect((await bytesLeft(ids.attached)).files).toBe(3);
    expect((await bytesLeft(ids.attached)).chunks).toBeGreaterThanOrEqual(3);
    expect((await download(director, companyA, attached.id)).statusCode).toBe(200);
    expect(await store.openDocument(companyA, document)).not.toBeNull();
    await store.cleanup(new Date(Date.now() + 48 * HOUR));
    expect((await download(director, companyA, attached.id)).statusCode).toBe(200);
  });
});

describe('generated documents', () => {
  const readAll = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('stores a buffer or a stream, opens it with its name and type, deletes it with its chunks', async () => {
    const bytes = Buffer.alloc(600_000, 'a');
    const fromStream = await store.storeDocument(
      companyA,
      'Respuestas_Lista 1_01-02-2025.pdf',
      'application/pdf',
      Readable.from([bytes.subarray(0, 300_000), bytes.subarray(300_000)]),
    );
    const opened = await store.openDocument(companyA, fromStream);
    expect(opened).toMatchObject({ fileName: 'Respuestas_Lista 1_01-02-2025.pdf', contentType: 'application/pdf', length: bytes.length });
    expect((await readAll(opened?.stream ?? Readable.from([]))).equals(bytes)).toBe(true);
    expect(await archivos().findOne({ _id: new Types.ObjectId(fromStream) })).toMatchObject({
      kind: 'document',
      fileName: 'Respuestas_Lista 1_01-02-2025.pdf',
      size: bytes.length,
    });

    expect(await store.openDocument(companyB, fromStream)).toBeNull();
    await store.deleteDocument(companyB, fromStream);
    const grid = await gridIdsOf(fromStream);
    expect((await bytesLeft(grid)).files).toBe(1);
    await store.deleteDocument(companyA, fromStream);
    await store.deleteDocument(companyA, fromStream);
    expect(await bytesLeft(grid)).toEqual({ files: 0, chunks: 0 });
    expect(await store.openDocument(companyA, fromStream)).toBeNull();

    const fromBuffer = await store.storeDocument(
      companyA,
      'Resumen.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      Buffer.from('xlsx'),
    );
    expect((await readAll((await store.openDocument(companyA, fromBuffer))?.stream ?? Readable.from([]))).toString()).toBe('xlsx');
    // A document is not an image: neither served nor attachable as one.
    expect((await download(director, companyA, fromBuffer)).statusCode).toBe(404);
    await expect(store.attach(companyA, [fromBuffer], { entity: 'Observacion', id: ctx.newObjectId(), projectId: ctx.newObjectId() })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('company purge', () => {
  it('DELETE /internal/companies/:id leaves nothing of the company in archivos and its bucket; other companies keep theirs', async () => {
    const purged = ctx.newObjectId();
    const kept = ctx.newObjectId();
    const jpeg = await smallJpeg();
    const purgedImages = [
      await uploadImage(purged, jpeg, ctx.user('UsuarioEmpresa', purged)),
      await uploadImage(purged, jpeg, ctx.user('UsuarioEmpresa', purged)),
    ];
    await store.attach(purged, [purgedImages[0]?.id ?? ''], { entity: 'Observacion', id: ctx.newObjectId(), projectId: ctx.newObjectId() });
    await store.storeDocument(purged, 'Informe.pdf', 'application/pdf', Buffer.from('%PDF'));
    const keeper = ctx.user('UsuarioEmpresa', kept);
    const keptImage = await uploadImage(kept, jpeg, keeper);
    const purgedGrid = (
      await archivos()
        .find({ companyId: new Types.ObjectId(purged) })
        .toArray()
    ).flatMap((doc) => [doc.web, ...(doc.thumb ? [doc.thumb] : [])]);
    expect(purgedGrid).toHaveLength(5);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/internal/companies/${purged}`,
      headers: { 'x-internal-token': ctx.config.internalToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().deleted).toBeGreaterThanOrEqual(3);

    expect(await archivos().countDocuments({ companyId: new Types.ObjectId(purged) })).toBe(0);
    expect(await gridFiles().countDocuments({ 'metadata.companyId': new Types.ObjectId(purged) })).toBe(0);
    expect(await bytesLeft(purgedGrid)).toEqual({ files: 0, chunks: 0 });

    expect(await archivos().countDocuments({ companyId: new Types.ObjectId(kept) })).toBe(1);
    expect((await bytesLeft(await gridIdsOf(keptImage.id))).files).toBe(3);
    expect((await download(keeper, kept, keptImage.id)).statusCode).toBe(200);

    // Idempotent: a retried purge finds nothing more.
    const again = await ctx.app.inject({ method: 'DELETE', url: `/internal/companies/${purged}`, headers: { 'x-internal-token': ctx.config.internalToken } });
    expect(again.statusCode).toBe(200);
  });
});
