import { type Connection, type Model, Schema, type SchemaDefinition, type SchemaDefinitionType } from 'mongoose';

/** A required reference to another stored record: the tenant (`companyId`) or a parent's id. */
export const requiredId = { type: Schema.Types.ObjectId, required: true } as const;

/** The tenant and the parents' ids of a stored record, each a required reference (`...requiredIds('companyId', 'projectId')`). */
export function requiredIds<const K extends string>(...names: K[]): Record<K, typeof requiredId> {
  return Object.fromEntries(names.map((name) => [name, requiredId])) as Record<K, typeof requiredId>;
}

/** A stored record's schema: no version key (the services write with explicit $set and inserts). */
export function storedSchema<S>(definition: SchemaDefinition<SchemaDefinitionType<S>, S>): Schema<S> {
  return new Schema<S>(definition, { versionKey: false });
}

/** The connection's model `name` on `collection`, compiled once per connection. */
export function connectionModel<S>(db: Connection, name: string, schema: Schema<S>, collection: string): Model<S> {
  return (db.models[name] as Model<S> | undefined) ?? db.model<S>(name, schema, collection);
}
