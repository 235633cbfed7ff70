import type { Page } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import type { FieldChange } from '@insp/module-service';
import type { NamedChildrenStore } from '@insp/module-service/named-children';
import { HttpError, type PageRequest, requiredIds } from '@insp/service-kit';
import { Schema, Types } from 'mongoose';

import { renameEnRespuestas } from './avance.ts';
import type { Nivel } from './below.ts';
import { type Actor, type FeatureDeps, record } from './feature.ts';
import { assertListadoWritable, type BajoListado, type ListadoScope, parentsOf, type RecintoDoc } from './hierarchy.ts';

/*
 * Rooms of a listado, subcontracts of a room and error types of a subcontract are one shape (spec
 * 001 §5): a Nombre unique among the parent's children ignoring case and accents (409 with the
 * kind's text; on edit a record may keep its own name), Activado, the template reference, and the
 * answers below them. Each feature keeps its texts, model, counts and routes; the rules live here.
 */

/** What each of these records stores besides its ancestors (declared with RecintoDoc in hierarchy.ts). */
export type NamedFields = Pick<RecintoDoc, 'Nombre' | 'nombreKey' | 'Activado' | 'IdReferenceList' | 'FechaCreacion' | 'createdAt'>;

export type NamedChildDoc = BajoListado & NamedFields;

/** The ancestor ids below a listado, top down (a new record copies its parent's and adds the parent). */
const ANCESTORS = ['projectId', 'revisionId', 'listadoId', 'recintoId', 'subcontratoId'] as const satisfies readonly Nivel[];
type Ancestor = (typeof ANCESTORS)[number];

/** The fields the event log compares on create and edit. */
const LOGGED_FIELDS = ['Nombre', 'Activado'] as const;

/** The row fields every kind shows: its id, its parent's id (`parent`), Nombre, Activado, FechaCreacion. */
export function namedItem<F extends Ancestor>(doc: NamedChildDoc & Record<F, Types.ObjectId>, parent: F): NamedItem & Record<F, string> {
  const parentId = { [parent]: doc[parent].toHexString() } as Record<F, string>;
  return { id: doc._id.toHexString(), ...parentId, Nombre: doc.Nombre, Activado: doc.Activado, FechaCreacion: doc.FechaCreacion.toISOString() };
}

export interface NamedItem {
  id: string;
  Nombre: string;
  Activado: boolean;
  FechaCreacion: string;
}

/**
 * The stored shape of a kind whose parent is `parent` (its ancestors' ids are required too): the
 * unique name within the parent, the list's sort, and removals by listado and project.
 */
export function namedChildSchema<Stored>(parent: Ancestor): Schema<Stored> {
  const ids = ANCESTORS.slice(0, ANCESTORS.indexOf(parent) + 1);
  const schema = new Schema<Stored>(
    {
      ...requiredIds('companyId', ...ids),
      Nombre: { type: String, required: true },
      nombreKey: { type: String, required: true },
      Activado: { type: Boolean, default: true },
      IdReferenceList: { type: String, default: null },
      FechaCreacion: { type: Date, required: true },
      createdAt: { type: Date, required: true },
    },
    { versionKey: false },
  );
  schema.index({ companyId: 1, [parent]: 1, nombreKey: 1 }, { unique: true });
  schema.index({ companyId: 1, [parent]: 1, nombreKey: 1, _id: 1 });
  if (parent !== 'listadoId') schema.index({ companyId: 1, listadoId: 1 });
  schema.index({ companyId: 1, projectId: 1 });
  return schema;
}

export interface NamedChildTexts {
  errors: { nombreDuplicado: string; noExiste: string };
  success: { agregado: string; actualizado: string; eliminado: string };
}

/** What sets one kind apart. `Scope` is the route scope of one record, `ParentScope` that of its parent. */
export interface NamedChildKind<Doc extends NamedChildDoc, ParentScope extends ListadoScope, Scope extends ParentScope, Item, Counts> {
  /** The event log's entity name. */
  entity: string;
  /** The field that names this record in everything below it (its removal level). */
  nivel: Exclude<Nivel, 'projectId' | 'revisionId' | 'listadoId'>;
  /** The answers' copy of the name, kept in step on rename. */
  nombreEnRespuestas: string;
  texts: NamedChildTexts;
  /** The parent record of a parent scope and the field its children keep its id in. */
  parent: { field: Ancestor; of: (scope: ParentScope) => { _id: Types.ObjectId } & Partial<Record<Ancestor, Types.ObjectId>> };
  of: (scope: Scope) => Doc;
  /** The figures of each record's row, counted for a whole page at once. */
  counts: (companyId: string, ids: Types.ObjectId[]) => Promise<(id: Types.ObjectId) => Counts>;
  /** The figures of a record just created (nothing below it yet). */
  none: Counts;
  toItem: (doc: Doc, counts: Counts) => Item;
}

export interface CreateNamed {
  Nombre: string;
  Activado: boolean;
}

export interface UpdateNamed {
  Nombre?: string;
  Activado?: boolean;
}

export interface NamedMutation<Item> {
  message: string;
  item: Item;
}

/** The rules of one kind: list, get, create, rename / (de)activate, remove with everything below. */
export function namedChildrenService<Doc extends NamedChildDoc, ParentScope extends ListadoScope, Scope extends ParentScope, Item, Counts>(
  store: NamedChildrenStore<Doc>,
  kind: NamedChildKind<Doc, ParentScope, Scope, Item, Counts>,
  { context, below }: FeatureDeps,
) {
  const { events } = context;
  const { texts } = kind;
  const duplicate = () => new HttpError(409, texts.errors.nombreDuplicado);

  async function items(companyId: string, docs: Doc[]): Promise<Item[]> {
    const counts = await kind.counts(
      companyId,
      docs.map((doc) => doc._id),
    );
    return docs.map((doc) => kind.toItem(doc, counts(doc._id)));
  }

  async function item(companyId: string, doc: Doc): Promise<Item> {
    const [one] = await items(companyId, [doc]);
    if (one === undefined) throw new HttpError(404, texts.errors.noExiste);
    return one;
  }

  async function logEvent(companyId: string, actor: Actor, action: string, doc: Doc, changes: Record<string, FieldChange>): Promise<void> {
    await events.append({
      companyId,
      actor,
      entity: kind.entity,
      entityId: doc._id.toHexString(),
      action,
      changes,
      parents: parentsOf({ ...doc, [kind.nivel]: doc._id }),
    });
  }

  return {
    async page(scope: ParentScope, page: PageRequest): Promise<Page<Item>> {
      const result = await store.page(scope.companyId, kind.parent.of(scope)._id, page);
      return { ...result, items: await items(scope.companyId, result.items) };
    },

    /** Every child of the parent (at most `limit`), for lists shown whole. */
    async all(scope: ParentScope, limit: number): Promise<{ items: Item[] }> {
      return { items: await items(scope.companyId, await store.list(scope.companyId, kind.parent.of(scope)._id, limit)) };
    },

    get: (scope: Scope) => item(scope.companyId, kind.of(scope)),

    async create(scope: ParentScope, body: CreateNamed, actor: Actor): Promise<NamedMutation<Item>> {
      assertListadoWritable(scope);
      const { companyId } = scope;
      const parent = kind.parent.of(scope);
      const key = nameKey(body.Nombre);
      if (await store.nameTaken(companyId, parent._id, key)) throw duplicate();
      const ancestors: Partial<Record<Ancestor, Types.ObjectId>> = {};
      for (const field of ANCESTORS) if (parent[field]) ancestors[field] = parent[field];
      ancestors[kind.parent.field] = parent._id;
      const now = new Date();
      const fields: NamedFields = { Nombre: body.Nombre, nombreKey: key, Activado: body.Activado, IdReferenceList: null, FechaCreacion: now, createdAt: now };
      // The ancestors are the kind's own (its parent's plus the parent), which the generic type cannot follow.
      const doc = { _id: new Types.ObjectId(), companyId: new Types.ObjectId(companyId), ...ancestors, ...fields } as Doc;
      const created = await store.insert(companyId, doc);
      if (!created) throw duplicate();
      await logEvent(companyId, actor, 'crear', created, events.diff({}, record(created), LOGGED_FIELDS));
      return { message: texts.success.agregado, item: kind.toItem(created, kind.none) };
    },

    async update(scope: Scope, body: UpdateNamed, actor: Actor): Promise<NamedMutation<Item>> {
      assertListadoWritable(scope);
      const { companyId } = scope;
      const before = kind.of(scope);
      const set: Partial<NamedFields> = {};
      if (body.Nombre !== undefined) {
        const key = nameKey(body.Nombre);
        if (await store.nameTaken(companyId, kind.parent.of(scope)._id, key, before._id)) throw duplicate();
        Object.assign(set, { Nombre: body.Nombre, nombreKey: key });
      }
      if (body.Activado !== undefined) set.Activado = body.Activado;
      const after = await store.update(companyId, before._id, set as Partial<Omit<Doc, '_id' | 'companyId'>>);
      if (after === 'duplicate') throw duplicate();
      if (!after) throw new HttpError(404, texts.errors.noExiste);
      if (after.Nombre !== before.Nombre) await renameEnRespuestas(context.db, companyId, kind.nivel, before._id, kind.nombreEnRespuestas, after.Nombre);
      await logEvent(companyId, actor, 'editar', after, events.diff(record(before), record(after), LOGGED_FIELDS));
      return { message: texts.success.actualizado, item: await item(companyId, after) };
    },

    /** The record with everything below it (answers' photos included). */
    async remove(scope: Scope, actor: Actor): Promise<{ message: string; id: string }> {
      assertListadoWritable(scope);
      const { companyId } = scope;
      const doc = kind.of(scope);
      await below.remove(companyId, kind.nivel, [doc._id]);
      await store.remove(companyId, doc._id);
      // A removal records only the name it had.
      await logEvent(companyId, actor, 'eliminar', doc, events.diff(record(doc), {}, ['Nombre']));
      return { message: texts.success.eliminado, id: doc._id.toHexString() };
    },
  };
}
