import type { Connection } from 'mongoose';
import { accountSchema } from './account.ts';
import { catalogItemSchema } from './catalog-item.ts';
import { checklistSchema } from './checklist.ts';
import { empresaSchema } from './empresa.ts';
import { resetTokenSchema } from './reset-token.ts';
import { sessionSchema } from './session.ts';
import { usuarioSchema } from './usuario.ts';

const bind = (db: Connection) => ({
  Empresa: db.model('Empresa', empresaSchema),
  Usuario: db.model('Usuario', usuarioSchema),
  Account: db.model('Account', accountSchema),
  Session: db.model('Session', sessionSchema),
  ResetToken: db.model('ResetToken', resetTokenSchema),
  CatalogItem: db.model('CatalogItem', catalogItemSchema),
  Checklist: db.model('Checklist', checklistSchema),
});
export type AdminModels = ReturnType<typeof bind>;

const cache = new WeakMap<Connection, AdminModels>();

/** The admin models bound to one connection (one per app / test database). */
export function models(db: Connection): AdminModels {
  let found = cache.get(db);
  if (!found) {
    found = bind(db);
    cache.set(db, found);
  }
  return found;
}

/** Builds the unique indexes (called once at start; idempotent). */
export async function ensureIndexes(db: Connection): Promise<void> {
  const m = models(db);
  for (const model of [m.Empresa, m.Usuario, m.Account, m.Session, m.ResetToken, m.CatalogItem, m.Checklist]) await model.createIndexes();
}

export type { EmpresaDoc, RevisionesBlockDoc, CheckListBlockDoc, ChecklistsOTBlockDoc, ListaDeChequeoDoc, PurgaDoc, ParametroOT } from './empresa.ts';
export { parametrosOT } from './empresa.ts';
export type { CatalogItemDoc, CatalogKind } from './catalog-item.ts';
export { catalogKinds, GLOBAL_SCOPE } from './catalog-item.ts';
export type { ChecklistDoc, RecintoEntry, SubcontratoEntry, ErrorTipoEntry } from './checklist.ts';
export type { UsuarioDoc } from './usuario.ts';
export type { AccountDoc } from './account.ts';
export type { SessionDoc } from './session.ts';
export type { ResetTokenDoc } from './reset-token.ts';
