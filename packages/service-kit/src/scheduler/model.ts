import { type Connection, type Model, Schema } from 'mongoose';

/** One scheduled task: who ran it last and until when no other replica may start it. */
export interface Tarea {
  _id: string;
  lockedUntil: Date;
  lastRunAt: Date | null;
  owner: string | null;
}

/**
 * One claimed run. A run is won by inserting `{_id: name@<lockedUntil it replaced>}`: on devdb
 * findOneAndUpdate is not atomic (eight concurrent claims on one expired lock all "won" when tried),
 * while a duplicate _id insert fails with 11000 for all but one, on devdb and MongoDB alike.
 */
export interface TurnoTarea {
  _id: string;
  tarea: string;
  createdAt: Date;
}

const tareaSchema = new Schema<Tarea>(
  {
    _id: { type: String, required: true },
    lockedUntil: { type: Date, required: true },
    lastRunAt: { type: Date, default: null },
    owner: { type: String, default: null },
  },
  { versionKey: false },
);

const turnoSchema = new Schema<TurnoTarea>(
  { _id: { type: String, required: true }, tarea: { type: String, required: true }, createdAt: { type: Date, required: true } },
  { versionKey: false },
);
// Old turns of a task are swept after a run (by each process at most once an hour).
turnoSchema.index({ tarea: 1, createdAt: 1 });

export function tareaModels(db: Connection): { Tareas: Model<Tarea>; Turnos: Model<TurnoTarea> } {
  return {
    Tareas: (db.models.Tarea as Model<Tarea> | undefined) ?? db.model<Tarea>('Tarea', tareaSchema, 'tareas'),
    Turnos: (db.models.TurnoTarea as Model<TurnoTarea> | undefined) ?? db.model<TurnoTarea>('TurnoTarea', turnoSchema, 'tareas_turnos'),
  };
}
