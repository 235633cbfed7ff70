import type { Readable } from 'node:stream';

import type { AccessClaims, InternalCompanyFull, InternalUser, ModuleFlag, QuotaResponse } from '@insp/contracts';
import type { WebhookEventosBody, WebhookTipo } from '@insp/contracts/webhooks';
import type { Scheduler, ServiceConfig } from '@insp/service-kit';
import type { Connection } from 'mongoose';
import type { z } from 'zod';

import type { ResumenRegistry } from './resumen/provider.ts';
import type { ModuleServiceSpec } from './spec.ts';

/**
 * What a module service's features get from the platform (ARCHITECTURE §6): mechanisms only; every
 * model (projects, observations, answers, sheets…) belongs to the service's own feature folders.
 */
export interface ModuleContext {
  spec: ModuleServiceSpec;
  config: ServiceConfig;
  db: Connection;
  cascades: CascadeRegistry;
  admin: AdminClient;
  files: FileStore;
  events: EventLog;
  reports: ReportJobs;
  scheduler: Scheduler;
  capture: CaptureLog;
  /** The morning digest's provider of the service (issue 20 §3; features register it). */
  resumen: ResumenRegistry;
}

/* ───────────── cascades ───────────── */

/** What a company purge and a user removal must delete or update in one collection (or bucket). */
export interface Cascade {
  name: string;
  /** Deletes everything of the company; returns how many documents/files went. Idempotent. */
  deleteCompany(companyId: string): Promise<number>;
  /** The user leaves every list of responsibles / reviewers of the company. Idempotent. */
  removeUser?(companyId: string, userId: string): Promise<number>;
}

export interface CascadeRegistry {
  register(cascade: Cascade): void;
  deleteCompany(companyId: string): Promise<number>;
  removeUser(companyId: string, userId: string): Promise<number>;
  names(): string[];
}

/* ───────────── admin's internal API ───────────── */

/** admin's internal API as a module service uses it (cached reads; quota and usage are never cached). */
export interface AdminClient {
  /** The company with its catalogues, parameters, templates; null when unknown or being purged. */
  company(companyId: string): Promise<InternalCompanyFull | null>;
  /** May the company have one more project of the module, given `used` (the module's own count)? */
  quota(companyId: string, module: ModuleFlag, used: number): Promise<QuotaResponse>;
  /** Tells admin the module's project count (shown on the configuration page). */
  reportUsage(companyId: string, module: ModuleFlag, used: number): Promise<void>;
  /** Tells admin the bytes of the module's images of the company (the storage quota across modules; same route as reportUsage). */
  reportBytes(companyId: string, module: ModuleFlag, bytes: number): Promise<void>;
  /** Users of the company among these ids (deleted ones included). */
  usersByIds(companyId: string, ids: string[]): Promise<InternalUser[]>;
  /** Every not-deleted user of the company with the module flag. */
  usersWithModule(companyId: string, module: ModuleFlag): Promise<InternalUser[]>;
  /** Drops cached answers of the company (after a write the caller knows about). */
  forget(companyId: string): void;
  /** The event types some active webhook of the company wants (cached WEBHOOK_TIPOS_CACHE_MS; empty: forward nothing). */
  webhookTipos(companyId: string): Promise<WebhookTipo[]>;
  /**
   * Hands a batch of events to admin's webhook deliveries (idempotent by event id there): 'aceptado',
   * or 'rechazado' when admin answered 4xx (never worth repeating); throws while admin cannot be reached.
   */
  webhookEventos(companyId: string, body: WebhookEventosBody): Promise<'aceptado' | 'rechazado'>;
}

/* ───────────── files (GridFS) ───────────── */

export type ImageSize = 'web' | 'thumb';
/**
 * What the service itself reads: a served size, or the print version (640 px) that PDFs embed as
 * it is. An image stored before print versions existed answers 'print' with its web version.
 */
export type ReadableImageSize = ImageSize | 'print';

/** One image of readImages: its bytes, the version they are, and their type. */
export interface ReadImage {
  fileId: string;
  data: Buffer;
  size: ReadableImageSize;
  contentType: string;
}

export interface StoredImage {
  id: string;
  contentType: string;
  width: number;
  height: number;
  /** Bytes of the web version. */
  size: number;
  createdAt: string;
}

/** Who holds a file: the record it belongs to, so cleanup keeps it and a purge removes it. */
export interface FileOwner {
  entity: string;
  id: string;
}

/**
 * The record a file is attached to and the project that record belongs to: the file is served to
 * the callers who see that project (`seesProject`, hierarchy/visibility.ts), as the record is.
 */
export interface FileAttachment extends FileOwner {
  projectId: string;
}

/** What the file route needs to know about the records of one entity that hold files. */
export interface FileOwnerKind {
  /**
   * The records' collection (each record has `companyId` and `projectId`): where the project of a
   * file attached before attachments named their project is looked up (once, then recorded).
   */
  collection: string;
  /**
   * Company users who may also read the record's files without seeing its project (NEO: the
   * reviewers of the record's sheet). Asked only for a UsuarioEmpresa outside the project.
   */
  alsoReadBy?(input: { companyId: string; recordId: string; userId: string }): Promise<boolean>;
}

export interface FileStore {
  /** Sniffs (JPEG/PNG/WebP), decodes, orients, strips metadata, stores web (1600 px), print (640 px) and thumb (320 px). 413/415 HttpErrors. */
  storeImage(companyId: string, data: Buffer, meta: { uploadedBy: string; kind: 'photo' | 'signature' }): Promise<StoredImage>;
  /**
   * Attaches files of the company to a record of a project; 400 'No existe la imagen' when one is
   * unknown, foreign or released, 409 'La imagen ya pertenece a otro registro.' when one belongs to
   * another record (a file belongs to one record; attaching it again to the same one is a no-op).
   */
  attach(companyId: string, fileIds: string[], owner: FileAttachment): Promise<void>;
  /** Undoes an attach to this record (the files are unattached again, with a fresh day before the cleanup). */
  detach(companyId: string, fileIds: string[], owner: FileOwner): Promise<void>;
  /** Declares an entity whose records hold files (each feature that attaches files, once at start). */
  ownedBy(entity: string, kind: FileOwnerKind): void;
  /** Queues files for deletion (the spec's ImagesToDelete): the scheduled cleanup removes them. */
  release(companyId: string, fileIds: string[]): Promise<void>;
  /** Queues every file attached to these records. */
  releaseOwners(companyId: string, owners: FileOwner[]): Promise<void>;
  /** The bytes of an image (reports inline them); null when missing. */
  readImage(companyId: string, fileId: string, size: ReadableImageSize): Promise<Buffer | null>;
  /**
   * The bytes of many images of the company (a report's photos) in a fixed number of round trips
   * whatever their number, each yielded once as soon as it is complete, in no particular order.
   * Unknown, foreign and missing ones are left out. Reads one file at a time into memory.
   */
  readImages(companyId: string, fileIds: readonly string[], size: ReadableImageSize): AsyncIterable<ReadImage>;
  /** Stores a generated document (report result) and returns its id. */
  storeDocument(companyId: string, fileName: string, contentType: string, data: Buffer | Readable): Promise<string>;
  /** A generated document's stream and metadata; null when missing. */
  openDocument(companyId: string, fileId: string): Promise<{ stream: Readable; fileName: string; contentType: string; length: number } | null>;
  deleteDocument(companyId: string, fileId: string): Promise<void>;
  /** Removes released files and files never attached within 24 h; returns how many went. */
  cleanup(now?: Date): Promise<number>;
  /** Company purge: every file of the company. */
  deleteCompany(companyId: string): Promise<number>;
}

/* ───────────── event log ───────────── */

export interface FieldChange {
  old: unknown;
  new: unknown;
}

export interface AppendEvent {
  companyId: string;
  actor: { id: string; name: string };
  /** The spec's entity name: 'Proyecto', 'Revision', 'Listado', 'Observacion'… */
  entity: string;
  entityId: string;
  action: 'crear' | 'editar' | 'eliminar' | 'restaurar' | 'purgar' | (string & {});
  changes?: Record<string, FieldChange>;
  /** Ancestors (projectId, revisionId, listadoId…) so live screens know what to refresh. */
  parents?: Record<string, string>;
}

export interface LoggedEvent extends Required<Omit<AppendEvent, 'changes'>> {
  id: string;
  at: string;
  changes: Record<string, FieldChange>;
}

export interface EventLog {
  append(event: AppendEvent): Promise<LoggedEvent>;
  /** The changed fields between two versions of a record (only the listed fields, deep-equal aware). */
  diff(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): Record<string, FieldChange>;
  /** A record's history, newest first, keyset-paged by event id. */
  history(
    companyId: string,
    entity: string,
    entityId: string,
    options: { limit: number; before?: string },
  ): Promise<{ items: LoggedEvent[]; next: string | null }>;
  /** Company purge: every event of the company. */
  deleteCompany(companyId: string): Promise<number>;
}

/* ───────────── report jobs ───────────── */

export type JobState = 'pendiente' | 'generando' | 'listo' | 'error';

export interface JobFile {
  fileName: string;
  contentType: string;
  data: Buffer | Readable;
}

export interface JobRun<P> {
  jobId: string;
  companyId: string;
  user: { id: string; name: string };
  params: P;
  /** Declares the items of a multi-part document (one per revision/list pair…); labels are shown. */
  setItems(labels: string[]): Promise<void>;
  /** Marks item i done, with its own file when each item is a document of its own. */
  itemDone(index: number, file?: JobFile): Promise<void>;
  itemFailed(index: number, error: string): Promise<void>;
  /** True once the job is no longer ours (claim lost): stop working. */
  aborted(): boolean;
}

export interface ReportKind<P> {
  /** Validates `{kind, ...params}` of POST /reports (Spanish messages). */
  params: z.ZodType<P>;
  /** A summary document: one at a time per user (409 'Un documento ya se está generando…'). */
  summary: boolean;
  /** Produces the document (or, for per-item jobs, calls itemDone with each file and returns null). */
  run(job: JobRun<P>): Promise<JobFile | null>;
  /**
   * May this caller have this document? Runs at POST with the parsed params, before the job is
   * stored (and before the summary slot is taken); throws an HttpError (404/403, Spanish) to refuse.
   * Without it every signed-in user of the module may ask for the kind.
   */
  authorize?(input: { companyId: string; principal: AccessClaims; params: P }): Promise<void>;
}

export interface ReportJobs {
  define<P>(kind: string, definition: ReportKind<P>): void;
  /** Claims and runs pending jobs now (tests; the scheduler does it on an interval otherwise). */
  drain(): Promise<void>;
  /**
   * Tests: new jobs stay pending (not started on creation nor by the scheduler) until the returned
   * release is called, so "while one is under way" does not race the job's end. drain() still runs.
   */
  hold(): () => void;
  /** Removes results older than 24 h (their files included); returns how many jobs went. */
  expire(now?: Date): Promise<number>;
  /** Company purge: every job and result file of the company. */
  deleteCompany(companyId: string): Promise<number>;
}

/* ───────────── scheduled work ───────────── */

/* ───────────── capture idempotency ───────────── */

export interface CaptureLog {
  /**
   * Runs `create` once per (company, clientId): a repeat returns the first result's id with
   * created false, also when two copies of the same request arrive at once.
   */
  once(companyId: string, clientId: string, entity: string, create: () => Promise<string>): Promise<{ id: string; created: boolean }>;
  deleteCompany(companyId: string): Promise<number>;
}
