import './context-type.ts';

import { common } from '@insp/messages';
import { newObjectId, testConfig } from '@insp/service-kit/testing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import mongoose, { type Connection, Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

import { createHierarchy } from '../src/hierarchy/scopes.ts';
import { moduleSpecs } from '../src/spec.ts';

const spec = moduleSpecs[inject('moduleService')];
const config = testConfig(spec.service);
const db = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName, serverSelectionTimeoutMS: 5000 });
afterAll(() => db.close());

const collections = { proyectos: 'scope_proyectos', revisiones: 'scope_revisiones', listados: 'scope_listados' };
const texts = { proyectoNoExiste: 'El proyecto no existe.', revisionNoEncontrada: 'Revisión no encontrada.', listadoNoExiste: 'El listado no existe.' };

/** The app's connection, counting the reads each collection receives. */
const reads = new Map<string, number>();
const counted = new Proxy(db, {
  get(target, property, receiver) {
    if (property !== 'collection') return Reflect.get(target, property, receiver) as unknown;
    return (name: string) => {
      const collection = target.collection(name);
      return new Proxy(collection, {
        get(inner, key, innerReceiver) {
          if (key !== 'findOne') return Reflect.get(inner, key, innerReceiver) as unknown;
          return (...args: Parameters<typeof collection.findOne>) => {
            reads.set(name, (reads.get(name) ?? 0) + 1);
            return inner.findOne(...args);
          };
        },
      });
    };
  },
}) as Connection;
const scopes = createHierarchy({ db: counted, decorateRequest: () => undefined }, { collections, texts });

/** A project with a revision and a listado, the user responsible for it; `resolve` runs the scope hook of a route naming `listadoScope`. */
async function crew() {
  const companyId = newObjectId();
  const userId = newObjectId();
  const tenant = new Types.ObjectId(companyId);
  const projectId = new Types.ObjectId();
  const revisionId = new Types.ObjectId();
  const listadoId = new Types.ObjectId();
  await db
    .collection(collections.proyectos)
    .insertOne({ _id: projectId, companyId: tenant, NombreProyecto: 'Torre', Estado: 'Activo', Responsables: [new Types.ObjectId(userId)] });
  await db.collection(collections.revisiones).insertOne({ _id: revisionId, companyId: tenant, projectId, Nombre: 'Revisión' });
  await db.collection(collections.listados).insertOne({ _id: listadoId, companyId: tenant, projectId, revisionId, Nombre: 'Depto 101', Estado: 'Activo' });
  const request = () =>
    ({
      params: { companyId, projectId: projectId.toHexString(), revisionId: revisionId.toHexString(), listadoId: listadoId.toHexString() },
      principal: { sub: userId, name: 'Encargado', userType: 'UsuarioEmpresa', companyId },
      routeOptions: { config: { scope: 'listadoScope' } },
      scope: null,
    }) as unknown as FastifyRequest;
  const resolve = async () => {
    const req = request();
    await scopes.hook(req, {} as FastifyReply);
    return req.scope;
  };
  return { tenant, projectId, userId, resolve };
}

describe('scope reads under a crew syncing at once (issue 17 §3)', () => {
  it('resolves 20 requests for the same listado sent together with one read per level, each with the whole scope', async () => {
    const { resolve, projectId } = await crew();
    reads.clear();
    const resolved = await Promise.all(Array.from({ length: 20 }, () => resolve()));
    expect(resolved.every((scope) => scope?.project && (scope.project as { _id: Types.ObjectId })._id.equals(projectId))).toBe(true);
    expect(resolved.every((scope) => scope?.levels.listado && scope.levels.revision)).toBe(true);
    // The requests start their reads in the same tick: one read per level serves them all.
    for (const name of Object.values(collections)) expect(reads.get(name)).toBe(1);
  });

  it('keeps nothing once a read answered: a project deleted, or a user removed from it, before the next request is never let through', async () => {
    const { resolve, tenant, projectId } = await crew();
    await Promise.all(Array.from({ length: 5 }, () => resolve()));
    await db.collection(collections.proyectos).updateOne({ _id: projectId, companyId: tenant }, { $set: { Responsables: [] } });
    await expect(resolve()).rejects.toMatchObject({ statusCode: 403, message: common.forbidden });

    const other = await crew();
    await Promise.all(Array.from({ length: 5 }, () => other.resolve()));
    await db.collection(collections.proyectos).updateOne({ _id: other.projectId, companyId: other.tenant }, { $set: { Estado: 'Eliminado' } });
    await expect(other.resolve()).rejects.toMatchObject({ statusCode: 404, message: texts.proyectoNoExiste });
  });

  it('never shares a read across companies: the same ids under another company are not found', async () => {
    const { resolve } = await crew();
    const scope = await resolve();
    const foreign = newObjectId();
    const req = {
      params: { companyId: foreign, projectId: (scope?.project as { _id: Types.ObjectId })._id.toHexString(), revisionId: '', listadoId: '' },
      principal: { sub: newObjectId(), name: 'Otro', userType: 'UsuarioEmpresa', companyId: foreign },
      routeOptions: { config: { scope: 'projectScope' } },
      scope: null,
    } as unknown as FastifyRequest;
    const [mine, theirs] = await Promise.allSettled([resolve(), scopes.hook(req, {} as FastifyReply)]);
    expect(mine.status).toBe('fulfilled');
    expect(theirs).toMatchObject({ status: 'rejected', reason: { statusCode: 404 } });
  });
});
