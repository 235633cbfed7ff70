/** The device database of the queue (IndexedDB). */
export const DB_NAME = 'insp-capturas';
/** Same-window signal between the shell's and the remotes' code (and the BroadcastChannel's name for other tabs). */
export const CHANGED_EVENT = 'insp:capturas-pendientes';
