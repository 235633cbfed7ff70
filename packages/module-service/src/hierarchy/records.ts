import { insertUnique, oid, unlessDuplicate } from '@insp/service-kit';
import { type Connection, type Model, type QueryFilter, Schema, type SchemaDefinition, type Types } from 'mongoose';

import { responsableSchema, type ResponsableSnapshot } from './responsable.ts';
import type { ListadoBase, ProyectoBase, RevisionBase } from './scopes.ts';

/*
 * The stored fields every module with the project → revision → listado hierarchy shares (spec 001
 * §3), their mongoose definitions and indexes, and the storage calls the three levels make alike.
 * Each service adds its own fields (day fields, Tipo, the assigned checklist), names its own
 * mongoose models and collections, and counts what lies below in its own way.
 */

/** Who soft-deleted a project. */
export interface EliminadoPor {
  id: Types.ObjectId;
  Nombre: string;
}

export interface ProyectoRecord extends ProyectoBase {
  /** nameKey(NombreProyecto): unique per company (case and accents ignored) and the list's sort. */
  nombreKey: string;
  FechaCreacion: Date;
  /** 'Elige al responsable': the one shown in the tables; null until chosen, and again once the user is removed from the company. */
  Responsable: ResponsableSnapshot | null;
  FechaEliminacion: Date | null;
  EliminadoPor: EliminadoPor | null;
  AlertaEliminacion: boolean;
  /** Grace days of a deleted project (5); null while active. */
  DiasEliminacion: number | null;
  createdAt: Date;
}

export interface RevisionRecord extends RevisionBase {
  /** nameKey(Nombre): unique per project. */
  nombreKey: string;
  /** Null once the user is removed from the company (user cascade). */
  Responsable: ResponsableSnapshot | null;
  FechaCreacion: Date;
  createdAt: Date;
}

export interface ListadoRecord extends ListadoBase {
  /** nameKey(Nombre): unique per revision, deleted listados included (a restore never collides). */
  nombreKey: string;
  /** The Encargado; null once the user is removed from the company (user cascade). */
  Responsable: ResponsableSnapshot | null;
  FechaCreacion: Date;
  /**
   * Calendar dates, stored as the string 'YYYY-MM-DD' (docs/architecture.md 'Dates'); listados
   * saved before hold a BSON date, read with `calendarDateOf` and replaced by the string on the
   * next save.
   */
  FechaPropuesta: string | Date | null;
  FechaReal: string | Date | null;
  FechaEliminacion: Date | null;
  AlertaEliminacion: boolean;
  DiasEliminacion: number | null;
  createdAt: Date;
}

type Stored<D> = Omit<D, '_id'>;
const estado = { type: String, enum: ['Activo', 'Eliminado'], required: true };

/**
 * A project schema: the shared fields, then the service's own (`extra`), with the shared indexes:
 * unique name per company (a deleted project's name carries its date-time suffix, so it never
 * blocks a new one), the table's sort, a company user's projects, and the purge's scan of deleted
 * projects across companies.
 */
export function proyectoSchema<D extends ProyectoRecord>(extra: SchemaDefinition): Schema<Stored<D>> {
  const schema = new Schema<Stored<D>>(
    {
      companyId: { type: Schema.Types.ObjectId, required: true },
      NombreProyecto: { type: String, required: true },
      nombreKey: { type: String, required: true },
      FechaCreacion: { type: Date, required: true },
      ...extra,
      Responsable: { type: responsableSchema, default: null },
      Responsables: { type: [Schema.Types.ObjectId], default: [] },
      Estado: estado,
      FechaEliminacion: { type: Date, default: null },
      EliminadoPor: { type: new Schema({ id: Schema.Types.ObjectId, Nombre: String }, { _id: false }), default: null },
      AlertaEliminacion: { type: Boolean, default: false },
      DiasEliminacion: { type: Number, default: null },
      createdAt: { type: Date, required: true },
    } as SchemaDefinition as SchemaDefinition<Stored<D>>,
    { versionKey: false },
  );
  schema.index({ companyId: 1, nombreKey: 1 }, { unique: true });
  schema.index({ companyId: 1, Estado: 1, nombreKey: 1, _id: 1 });
  schema.index({ companyId: 1, Responsables: 1 });
  schema.index({ Estado: 1, FechaEliminacion: 1 });
  return schema;
}

/** A revision schema: unique name within the project (case and accents ignored), also the table's sort. */
export function revisionSchema<D extends RevisionRecord>(extra: SchemaDefinition = {}): Schema<Stored<D>> {
  const schema = new Schema<Stored<D>>(
    {
      companyId: { type: Schema.Types.ObjectId, required: true },
      projectId: { type: Schema.Types.ObjectId, required: true },
      Nombre: { type: String, required: true },
      nombreKey: { type: String, required: true },
      Responsable: { type: responsableSchema, default: null },
      ...extra,
      FechaCreacion: { type: Date, required: true },
      createdAt: { type: Date, required: true },
    } as SchemaDefinition<Stored<D>>,
    { versionKey: false },
  );
  schema.index({ companyId: 1, projectId: 1, nombreKey: 1 }, { unique: true });
  schema.index({ companyId: 1, projectId: 1, nombreKey: 1, _id: 1 });
  return schema;
}

/**
 * A listado schema: unique name within the revision, deleted listados included; 'Ordenar por'
 * Nombre / Fecha de creación; a project's listados; the purge's scan of deleted listados.
 */
export function listadoSchema<D extends ListadoRecord>(extra: SchemaDefinition = {}): Schema<Stored<D>> {
  const schema = new Schema<Stored<D>>(
    {
      companyId: { type: Schema.Types.ObjectId, required: true },
      projectId: { type: Schema.Types.ObjectId, required: true },
      revisionId: { type: Schema.Types.ObjectId, required: true },
      Nombre: { type: String, required: true },
      nombreKey: { type: String, required: true },
      Responsable: { type: responsableSchema, default: null },
      ...extra,
      FechaCreacion: { type: Date, required: true },
      // Mixed, not String: mongoose would turn a BSON date stored before into Date#toString() text.
      FechaPropuesta: { type: Schema.Types.Mixed, default: null },
      FechaReal: { type: Schema.Types.Mixed, default: null },
      Estado: estado,
      FechaEliminacion: { type: Date, default: null },
      AlertaEliminacion: { type: Boolean, default: false },
      DiasEliminacion: { type: Number, default: null },
      createdAt: { type: Date, required: true },
    } as SchemaDefinition<Stored<D>>,
    { versionKey: false },
  );
  schema.index({ companyId: 1, revisionId: 1, nombreKey: 1 }, { unique: true });
  schema.index({ companyId: 1, revisionId: 1, nombreKey: 1, _id: 1 });
  schema.index({ companyId: 1, revisionId: 1, FechaCreacion: 1, _id: 1 });
  schema.index({ companyId: 1, projectId: 1 });
  schema.index({ Estado: 1, FechaEliminacion: 1 });
  return schema;
}

/** The service's model `name` on its `collection` (registered once per connection). */
export function hierarchyModel<D extends { _id: Types.ObjectId }>(
  db: Connection,
  name: string,
  schema: Schema<Stored<D>>,
  collection: string,
): Model<Stored<D>> {
  return (db.models[name] as Model<Stored<D>> | undefined) ?? db.model<Stored<D>>(name, schema, collection);
}

/** The field that names a record's parent: none for projects (the company is), else its project or revision. */
export type ParentField = 'projectId' | 'revisionId';

/**
 * The storage calls every level makes alike. Every function takes the tenant first and puts it in
 * every filter; the documents are the service's own shapes (D).
 */
export function hierarchyStore<D extends { _id: Types.ObjectId; companyId: Types.ObjectId }>(model: Model<Stored<D>>) {
  type Filter = QueryFilter<Stored<D>>;
  const tenant = oid;
  const where = (companyId: string, rest: Record<string, unknown> = {}) => ({ companyId: tenant(companyId), ...rest }) as Filter;

  return {
    model,

    /** Is the name key taken among the records of `parent` (the company's when empty), but for `exceptId`? */
    async nameTaken(companyId: string, parent: Partial<Record<ParentField, Types.ObjectId>>, nombreKey: string, exceptId?: Types.ObjectId): Promise<boolean> {
      const filter = where(companyId, { ...parent, nombreKey, ...(exceptId ? { _id: { $ne: exceptId } } : {}) });
      return (await model.exists(filter)) !== null;
    },

    /** Inserts the record; null when its name is taken (unique index). */
    async insert(companyId: string, doc: D): Promise<D | null> {
      return (await insertUnique(model, companyId, doc)) ? doc : null;
    },

    /** Sets fields; 'duplicate' when the new name is taken, null when the record is gone. */
    async update(companyId: string, id: Types.ObjectId, set: Partial<Stored<D>>): Promise<D | null | 'duplicate'> {
      return unlessDuplicate(model.findOneAndUpdate(where(companyId, { _id: id }), { $set: set }, { returnDocument: 'after' }).lean<D>(), 'duplicate' as const);
    },

    /** Soft-deleted records of every company (the scheduled purges decide which ones are due). */
    async deletedBefore(when: Date): Promise<D[]> {
      return model.find({ Estado: 'Eliminado', FechaEliminacion: { $lte: when } } as Filter).lean<D[]>();
    },

    /** Ids of the records below a project or revision. */
    async idsWhere(companyId: string, field: ParentField, id: Types.ObjectId): Promise<string[]> {
      const rows = await model.find(where(companyId, { [field]: id }), { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
      return rows.map((row) => row._id.toHexString());
    },

    async deleteWhere(companyId: string, filter: Record<string, unknown>): Promise<number> {
      return (await model.deleteMany(where(companyId, filter))).deletedCount;
    },

    /** Company cascade. */
    async deleteCompany(companyId: string): Promise<number> {
      return (await model.deleteMany(where(companyId))).deletedCount;
    },

    /** User cascade: records the user was responsible for show none. */
    async clearResponsable(companyId: string, userId: string): Promise<number> {
      return (await model.updateMany(where(companyId, { 'Responsable.id': oid(userId) }), { $set: { Responsable: null } } as never)).modifiedCount;
    },
  };
}

export type HierarchyStore<D extends { _id: Types.ObjectId; companyId: Types.ObjectId }> = ReturnType<typeof hierarchyStore<D>>;
