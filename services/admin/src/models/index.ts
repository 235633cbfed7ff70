import type { Connection } from 'mongoose';

import { accountSchema, signInFailureSchema } from './account.ts';
import { catalogItemSchema } from './catalog-item.ts';
import { checklistSchema } from './checklist.ts';
import { checklistErrorTipoSchema, checklistRecintoSchema, checklistSubcontratoSchema } from './checklist-items.ts';
import { empresaSchema } from './empresa.ts';
import { listaChequeoSchema } from './lista-chequeo.ts';
import { parametroOTSchema } from './parametro-ot.ts';
import { resetTokenClaimSchema, resetTokenSchema } from './reset-token.ts';
import { sessionRotationSchema, sessionSchema } from './session.ts';
import { usuarioSchema } from './usuario.ts';

const bind = (db: Connection) => ({
  Empresa: db.model('Empresa', empresaSchema),
  Usuario: db.model('Usuario', usuarioSchema),
  Account: db.model('Account', accountSchema),
  Session: db.model('Session', sessionSchema),
  ResetToken: db.model('ResetToken', resetTokenSchema),
  ResetTokenClaim: db.model('ResetTokenClaim', resetTokenClaimSchema),
  SessionRotation: db.model('SessionRotation', sessionRotationSchema),
  SignInFailure: db.model('SignInFailure', signInFailureSchema),
  CatalogItem: db.model('CatalogItem', catalogItemSchema),
  Checklist: db.model('Checklist', checklistSchema),
  ChecklistRecinto: db.model('ChecklistRecinto', checklistRecintoSchema),
  ChecklistSubcontrato: db.model('ChecklistSubcontrato', checklistSubcontratoSchema),
  ChecklistErrorTipo: db.model('ChecklistErrorTipo', checklistErrorTipoSchema),
  ListaChequeo: db.model('ListaChequeo', listaChequeoSchema),
  ParametroOT: db.model('ParametroOT', parametroOTSchema),
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
  for (const model of [
    m.Empresa,
    m.Usuario,
    m.Account,
    m.Session,
    m.ResetToken,
    m.ResetTokenClaim,
    m.SessionRotation,
    m.SignInFailure,
    m.CatalogItem,
    m.Checklist,
    m.ChecklistRecinto,
    m.ChecklistSubcontrato,
    m.ChecklistErrorTipo,
    m.ListaChequeo,
    m.ParametroOT,
  ]) {
    await model.createIndexes();
  }
}

export type { AccountDoc, SignInFailureDoc } from './account.ts';
export type { CatalogItemDoc, CatalogKind, ContactoDoc } from './catalog-item.ts';
export { catalogKinds, GLOBAL_SCOPE } from './catalog-item.ts';
export type { ChecklistDoc } from './checklist.ts';
export type { ChecklistErrorTipoDoc, ChecklistRecintoDoc, ChecklistSubcontratoDoc } from './checklist-items.ts';
export type { CheckListBlockDoc, ChecklistsOTBlockDoc, EmpresaDoc, PurgaDoc, RevisionesBlockDoc } from './empresa.ts';
export { legacyCompanyLists } from './empresa.ts';
export type { CategoriaDoc, ListaChequeoDoc } from './lista-chequeo.ts';
export type { ParametroOTDoc } from './parametro-ot.ts';
export type { ResetTokenClaimDoc, ResetTokenDoc, ResetTokenKind } from './reset-token.ts';
export type { SessionDoc, SessionRotationDoc } from './session.ts';
export type { UsuarioDoc } from './usuario.ts';
