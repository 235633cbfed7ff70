import { z } from 'zod';

import { Correccion } from '../portal/correccion.ts';

/**
 * What a listado collects in both modules (revision observations, checklist-review answers): each
 * item names who wrote it, is paged by a keyset cursor, is edited on the Version it was read at and
 * may carry a fix a subcontractor reported through the portal.
 */

/** Who wrote or last edited an item. */
export const ItemAutor = z.object({ id: z.string(), name: z.string() });

/** Keyset cursor: `<creation date ms>_<id>` of the last row of the previous page, refused with the module's text. */
export const keysetCursor = (invalid: string) => z.string().regex(/^\d{1,15}_[a-f0-9]{24}$/, invalid);

/** The item's portal fix, as its rows show it (lists, the project summary). */
export const correccionItem = {
  /** A fix reported through the contractor portal (issue 20 §2), shown beside Estado; null or absent without one. */
  correccion: Correccion.nullable().optional(),
};

/** The item's last columns: its edit count and its portal fix. */
export const seguimientoItem = {
  /** Edits so far (0 before the first); send it back with an edit. Optional for older servers' answers. */
  Version: z.number().int().min(0).optional(),
  ...correccionItem,
};

/** An edit's last field. */
export const versionEditada = {
  /** The item's Version the edit was made on; a stale one is refused (409). Optional for older clients. */
  Version: z.number().int().min(0).optional(),
};
