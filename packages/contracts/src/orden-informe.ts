import { z } from 'zod';

/**
 * 'Solicitar informe' of a list (spec 001 §2 'report ordering': 'Ordenar por:' 'Por subcontrato' or
 * 'Por recinto'), the same for revision and checklist projects. Each module builds the schema with
 * its own refusal text, since the two families' texts live in separate message entries.
 */
export const ordenesInforme = ['subcontrato', 'recinto'] as const;
export type OrdenInforme = (typeof ordenesInforme)[number];

/** The order's schema, refusing anything else with the module's `required` text. */
export const ordenInformeSchema = (required: string) => z.enum(ordenesInforme, { error: required });
