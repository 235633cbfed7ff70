import { type ReportState, reportStates } from '@insp/contracts';
import { connectionModel, requiredIds, storedSchema } from '@insp/service-kit';
import { type Connection, type Model, Schema, type Types } from 'mongoose';

/** One part of a multi-part document; its own file when each part is a document. */
export interface ReporteItem {
  label: string;
  state: ReportState;
  error: string | null;
  fileId: Types.ObjectId | null;
  fileName: string | null;
}

export interface ReporteProgress {
  done: number;
  total: number;
  /** Bounded by the kind (at most 10 revision/list pairs…), written whole by the job's one runner. */
  items: ReporteItem[];
}

/** A requested document: a durable job any instance may claim (issue 6 §2 'Report jobs'). */
export interface Reporte {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  userId: Types.ObjectId;
  userName: string;
  kind: string;
  /** The request's params as the kind's schema accepted them (parsed again when run). */
  params: Record<string, unknown>;
  summary: boolean;
  state: ReportState;
  progress: ReporteProgress;
  fileId: Types.ObjectId | null;
  fileName: string | null;
  contentType: string | null;
  /** The raw failure message (screens show 'Ha ocurrido un error: {error}'). */
  error: string | null;
  /** The claim running the job: unique per claim, so a retaken job is told apart from its crashed run. */
  claimedBy: string | null;
  heartbeatAt: Date | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** finishedAt + 24 h: from then on the result is gone (expire() deletes it and its files). */
  expiresAt: Date | null;
}

/**
 * The one summary document a user may have pending or being generated: `_id` is the user id, so a
 * second concurrent request fails its insert with 11000 (devdb has no partial unique index).
 */
export interface ReporteActivo {
  _id: string;
  jobId: Types.ObjectId;
  companyId: Types.ObjectId;
  createdAt: Date;
}

/** One claim of a job, won by inserting `{_id: jobId:previousClaim}` (see service-kit's scheduler/model.ts for why). */
export interface ReporteTurno {
  _id: string;
  jobId: Types.ObjectId;
  companyId: Types.ObjectId;
  createdAt: Date;
}

const itemSchema = new Schema<ReporteItem>(
  {
    label: { type: String, required: true },
    state: { type: String, enum: reportStates, required: true },
    error: { type: String, default: null },
    fileId: { type: Schema.Types.ObjectId, default: null },
    fileName: { type: String, default: null },
  },
  { _id: false },
);

const reporteSchema = new Schema<Reporte>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    userName: { type: String, default: '' },
    kind: { type: String, required: true },
    params: { type: Schema.Types.Mixed, default: {} },
    summary: { type: Boolean, required: true },
    state: { type: String, enum: reportStates, required: true },
    progress: {
      _id: false,
      type: { done: { type: Number, default: 0 }, total: { type: Number, default: 0 }, items: { type: [itemSchema], default: [] } },
      default: () => ({ done: 0, total: 0, items: [] }),
    },
    fileId: { type: Schema.Types.ObjectId, default: null },
    fileName: { type: String, default: null },
    contentType: { type: String, default: null },
    error: { type: String, default: null },
    claimedBy: { type: String, default: null },
    heartbeatAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
  },
  // minimize off: empty params stay an object.
  { versionKey: false, minimize: false },
);
// Tenant first for reads and the purge; the workers' two sweeps across companies have their own.
reporteSchema.index({ companyId: 1, createdAt: 1, _id: 1 });
reporteSchema.index({ state: 1, createdAt: 1, _id: 1 });
reporteSchema.index({ expiresAt: 1 });

/** A string-keyed claim on a job of a company (the active report of a key, a turn): two collections, one shape. */
const jobClaimSchema = () =>
  storedSchema<ReporteActivo>({ _id: { type: String, required: true }, ...requiredIds('jobId', 'companyId'), createdAt: { type: Date, required: true } });

const activoSchema = jobClaimSchema();
activoSchema.index({ companyId: 1 });

const turnoSchema: Schema<ReporteTurno> = jobClaimSchema();
turnoSchema.index({ companyId: 1, jobId: 1 });

export interface ReporteModels {
  Reportes: Model<Reporte>;
  Activos: Model<ReporteActivo>;
  Turnos: Model<ReporteTurno>;
}

export function reporteModels(db: Connection): ReporteModels {
  return {
    Reportes: connectionModel(db, 'Reporte', reporteSchema, 'reportes'),
    Activos: connectionModel(db, 'ReporteActivo', activoSchema, 'reportes_activos'),
    Turnos: connectionModel(db, 'ReporteTurno', turnoSchema, 'reportes_turnos'),
  };
}
