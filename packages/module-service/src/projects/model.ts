import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { nameKey } from '@insp/domain';

export interface Project {
  companyId: Types.ObjectId;
  Nombre: string;
  /** nameKey(Nombre): the sort and uniqueness key (no collation on FerretDB). */
  nombreKey: string;
  /** Ids of the users responsible for the project (spec: Responsables). */
  Responsables: Types.ObjectId[];
  FechaCreacion: Date;
}

const projectSchema = new Schema<Project>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    Nombre: { type: String, required: true, trim: true },
    nombreKey: { type: String, required: true },
    Responsables: { type: [Schema.Types.ObjectId], default: [] },
    FechaCreacion: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
projectSchema.pre('validate', function setNombreKey() {
  this.nombreKey = nameKey(this.Nombre ?? '');
});
// Every query starts with the tenant: the list sort (nombreKey, _id) and the Responsables filter.
projectSchema.index({ companyId: 1, nombreKey: 1, _id: 1 });
projectSchema.index({ companyId: 1, Responsables: 1 });

/** The projects model of one module service, on its own collection. */
export function projectModel(db: Connection, collection: string): Model<Project> {
  return (db.models.Project as Model<Project> | undefined) ?? db.model<Project>('Project', projectSchema, collection);
}
