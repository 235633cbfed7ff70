import { Schema, type Types } from 'mongoose';

export const catalogKinds = ['sectores', 'recintos', 'subcontratos', 'prioridades', 'cargos', 'erroresTipo'] as const;
export type CatalogKind = (typeof catalogKinds)[number];

/** Scope of the global catalogues ('Mantenedores'); company copies use the company id in hex. */
export const GLOBAL_SCOPE = 'global';

/**
 * One item of a catalogue (collection CatalogItems): global Sectores, Recintos, Subcontratos,
 * Prioridades, Cargos and the Errores Tipo of a subcontract, or a company's copy of them.
 * Uniqueness ignores case and accents: unique (Scope, Tipo, Parent, NombreKey) where NombreKey =
 * nameKey(Nombre). Strings only in the key (no nulls: FerretDB's unique indexes and nulls).
 */
export interface CatalogItemDoc {
  _id: Types.ObjectId;
  /** 'global' or the company id (hex). */
  Scope: string;
  Tipo: CatalogKind;
  /** '' for top-level items; the subcontract id (hex) for its Errores Tipo. */
  Parent: string;
  Nombre: string;
  NombreKey: string;
  Activado: boolean;
  /** Recintos only (spec 000 §3): set on global items, copied into the company copies; absent = none. */
  Responsable?: { NombreCompleto: string };
  /** A company's Subcontratos only (issue 20 §1): its contact people, in the order given; absent = none. */
  Contactos?: ContactoDoc[];
  createdAt: Date;
  updatedAt: Date;
}

/** A contact person of a subcontract: Telefono stored formatted (+569…), Email lowercase. */
export interface ContactoDoc {
  _id: Types.ObjectId;
  Nombre: string;
  Email: string;
  Telefono: string;
}

/** Also the contacts of a checklist template's subcontract (checklist-items.ts). */
export const contactoSchema = new Schema<ContactoDoc>(
  {
    Nombre: { type: String, required: true, trim: true },
    Email: { type: String, required: true, trim: true },
    Telefono: { type: String, required: true, trim: true },
  },
  { strict: 'throw' },
);

export const catalogItemSchema = new Schema<CatalogItemDoc>(
  {
    Scope: { type: String, required: true },
    Tipo: { type: String, enum: catalogKinds, required: true },
    Parent: { type: String, default: '' },
    Nombre: { type: String, required: true, trim: true },
    NombreKey: { type: String, required: true },
    Activado: { type: Boolean, required: true, default: true },
    Responsable: { type: new Schema({ NombreCompleto: { type: String, required: true, trim: true } }, { _id: false, strict: 'throw' }), default: undefined },
    Contactos: { type: [contactoSchema], default: undefined },
  },
  { collection: 'CatalogItems', timestamps: true, strict: 'throw' },
);
catalogItemSchema.index({ Scope: 1, Tipo: 1, Parent: 1, NombreKey: 1 }, { unique: true });
catalogItemSchema.index({ Scope: 1, Tipo: 1, Parent: 1, NombreKey: 1, _id: 1 });
