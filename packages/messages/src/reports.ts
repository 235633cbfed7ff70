/** Report jobs (documents generated on the server), spec 001 §4 'Document generation' and §8 'Reports'. */
export const reports = {
  /** 409: the user already has a summary document pending or being generated (spec 001 §8, alert). */
  alreadyGenerating: 'Un documento ya se está generando. Espera un minuto, por favor.',
  /** Alert when a document fails (spec 001 §8); {message} is the job's `error`. */
  failed: (message: string) => `Ha ocurrido un error: ${message}`,
  /** The submitting state of the generate buttons (spec 001 §4). */
  generating: 'Generando Documento....',
  /** Not in the spec: POST /reports with a kind the service does not produce. */
  unknownKind: 'El tipo de documento solicitado no existe.',
  /** Not in the spec: the file is asked for before the job is 'listo'. */
  notReady: 'El documento aún no está listo.',
  /** Not in the spec: a job whose generation stopped without a message of its own. */
  unexpected: 'No se pudo generar el documento.',
  /** Not in the spec: the state of each part of a multi-part document (ReportProgress of @insp/ui/reports). */
  itemStates: { pendiente: 'En espera', generando: 'Generando…', listo: 'Listo', error: 'Error' },
  /** Not in the spec: the button that saves a finished document or part. */
  download: 'Descargar',
  /** Not in the spec: the file could not be downloaded. */
  downloadFailed: 'No se pudo descargar el documento.',
} as const;
