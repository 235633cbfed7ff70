import { Schema, type Types } from 'mongoose';

import { type ContactoDoc, contactoSchema } from './catalog-item.ts';

/**
 * The parts of a checklist-review template (spec 000 §3 Checklists.ItemsRecintos), one document per
 * place, subcontractor and error type so that concurrent edits never overwrite each other. Each is
 * unique by nombreKey under its parent; the internal API and the template detail assemble them.
 */

/** A place of a template (collection ChecklistRecintos). */
export interface ChecklistRecintoDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  checklistId: Types.ObjectId;
  Nombre: string;
  nombreKey: string;
  Activado: boolean;
  /** Position in the template: the order the places were chosen in. */
  Orden: number;
  createdAt: Date;
}

/** A subcontractor of a template's place (collection ChecklistSubcontratos). */
export interface ChecklistSubcontratoDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  checklistId: Types.ObjectId;
  recintoId: Types.ObjectId;
  Nombre: string;
  nombreKey: string;
  /** Its contact people (issue 20 §1), as a catalogue subcontract's; absent = none. */
  Contactos?: ContactoDoc[];
  createdAt: Date;
}

/** An error type of a template's subcontractor (collection ChecklistErroresTipo). */
export interface ChecklistErrorTipoDoc {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  checklistId: Types.ObjectId;
  subcontratoId: Types.ObjectId;
  Nombre: string;
  nombreKey: string;
  Activado: boolean;
  createdAt: Date;
}

const options = { strict: 'throw', versionKey: false } as const;
const id = { type: Schema.Types.ObjectId, required: true };
const created = { type: Date, required: true, default: () => new Date() };
/** Every part is named: the name as typed (trimmed) and its nameKey, unique under the part's parent. */
const named = { Nombre: { type: String, required: true, trim: true }, nombreKey: { type: String, required: true } };

export const checklistRecintoSchema = new Schema<ChecklistRecintoDoc>(
  {
    companyId: id,
    checklistId: id,
    ...named,
    Activado: { type: Boolean, required: true, default: true },
    Orden: { type: Number, required: true, default: 0 },
    createdAt: created,
  },
  { ...options, collection: 'ChecklistRecintos' },
);
checklistRecintoSchema.index({ companyId: 1, checklistId: 1, nombreKey: 1 }, { unique: true });
checklistRecintoSchema.index({ companyId: 1, checklistId: 1, Orden: 1, _id: 1 });

export const checklistSubcontratoSchema = new Schema<ChecklistSubcontratoDoc>(
  { companyId: id, checklistId: id, recintoId: id, ...named, Contactos: { type: [contactoSchema], default: undefined }, createdAt: created },
  { ...options, collection: 'ChecklistSubcontratos' },
);
checklistSubcontratoSchema.index({ companyId: 1, recintoId: 1, nombreKey: 1 }, { unique: true });
checklistSubcontratoSchema.index({ companyId: 1, checklistId: 1, _id: 1 });

export const checklistErrorTipoSchema = new Schema<ChecklistErrorTipoDoc>(
  { companyId: id, checklistId: id, subcontratoId: id, ...named, Activado: { type: Boolean, required: true, default: true }, createdAt: created },
  { ...options, collection: 'ChecklistErroresTipo' },
);
checklistErrorTipoSchema.index({ companyId: 1, subcontratoId: 1, nombreKey: 1 }, { unique: true });
checklistErrorTipoSchema.index({ companyId: 1, checklistId: 1, nombreKey: 1, _id: 1 });
