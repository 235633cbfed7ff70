/**
 * Not in the spec (issue 19 §1): the installable console (web app manifest), the notice of a new
 * version and of data shown from the device while there is no connection.
 */
export const pwa = {
  /** The manifest's name (home screen, app switcher) and its short name (under the icon). */
  appName: 'Inspección de Calidad',
  shortName: 'Inspección',
  description: 'Revisiones, checklists y órdenes de trabajo en obra, también sin conexión.',
  updateAvailable: 'Hay una nueva versión disponible.',
  update: 'Actualizar',
  /** `savedAt`: dd/MM/yyyy HH:mm:ss of the answer shown. */
  offlineData: (savedAt: string) => `Sin conexión: datos guardados el ${savedAt}.`,
  offlineDataUndated: 'Sin conexión: datos guardados en este dispositivo.',
} as const;
