import type { ApiClient } from '@insp/mf-kit';

/** A file of a capture kept on the device until it is uploaded (a reduced photo, NEO's signature). */
export interface PendingFile {
  /** Stable key within the capture (the form's photo slot). */
  key: string;
  blob: Blob;
  name: string;
  /** The body field that receives the uploaded file's id. */
  field: string;
  /** true: the field is a list of ids (Imagenes); false: one id (Imagen, Firma). */
  multiple: boolean;
  /** The id the files route answered, kept so that a retry never uploads it twice. */
  fileId: string | null;
}

/** Where a queued capture stands: waiting for the network, or refused by the service (with its reason). */
export type PendingState = 'pendiente' | 'rechazada';

/** What a screen hands to the queue: one request to the module's service, with its files. */
export interface CaptureDraft<Form = unknown> {
  /** The capture's clientId: the service answers the first result for it, however often it arrives. */
  clientId: string;
  /** The module (GatewayService) the capture belongs to. */
  module: string;
  /** What the list of pending captures shows (Spanish, e.g. 'Sector 1 · Baño'). */
  title: string;
  /** Which screen's list shows it (e.g. the listado's path); screens filter by it. */
  scope: string;
  /** The page that reopens the form with `form` ('Editar'). */
  editPath: string;
  /** The JSON request; each file's id is put into `body[file.field]` before it is sent. */
  request: { url: string; method: 'POST' | 'PUT' | 'PATCH'; body: Record<string, unknown> };
  /** The files route (multipart: kind=photo, file) of the module's service. */
  uploadUrl: string;
  files: PendingFile[];
  /** The form's values as the user left them, to reopen it. */
  form: Form;
}

/** A capture stored on the device (IndexedDB), keyed by its clientId. */
export interface PendingCapture<Form = unknown> extends CaptureDraft<Form> {
  /** Sending order: the order in which the captures were saved (an edited capture goes last). */
  seq: number;
  createdAt: number;
  state: PendingState;
  /** Failed attempts since it was saved or edited (backoff). */
  attempts: number;
  /** Not tried again before this time (ms since epoch), unless the connection returns. */
  nextAttemptAt: number;
  /** The service's Spanish reason for a refusal (state 'rechazada'), or the last network trouble. */
  reason: string | null;
}

/** How the queue reaches the services: the shell's authorized client and its current token. */
export interface QueueTransport {
  api: ApiClient;
  getAccessToken: () => string | null;
}

/** The answer to one submit: sent (with the service's answer), kept on the device, or refused. */
export type SubmitOutcome = { status: 'enviada'; response: unknown } | { status: 'pendiente' } | { status: 'rechazada'; reason: string };

/** Upload progress of one file of a capture being sent (0..1). */
export interface FileProgress {
  clientId: string;
  key: string;
  fraction: number;
}
