import { neoDocumentParams } from '@insp/contracts/neo';
import { changed, moduleSpecs, projectRules, type WebhookRule } from '@insp/module-service';
import type { ServiceConfig } from '@insp/service-kit';
import { z } from 'zod';

/** The event log's writes forwarded to the company's webhooks (issue 20 §4); the first match wins. */
const webhooks: WebhookRule[] = [
  { entity: 'HojaOT', action: 'crear', tipo: 'hoja.creada' },
  { entity: 'HojaOT', action: 'editar', tipo: 'hoja.finalizada', when: changed('FechaRevisionFinal') },
  { entity: 'FirmaOT', action: 'firmar', tipo: 'hoja.firmada' },
  ...projectRules('ProyectoOT'),
];

/** This service's module flag, collection, title, document kinds and webhook events. */
export const spec = { ...moduleSpecs['neo'], reportKinds: neoDocumentParams, webhooks };

/** This service's own environment variables (validated with the common ones by loadConfig). */
export const configExtension = z.object({
  /** Chromium for the PDF documents. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** PDFs laid out at the same time (each one is a browser page, i.e. memory); the rest wait. */
  PDF_PAGES: z.coerce.number().int().positive().default(2),
});
export type NeoExtra = z.output<typeof configExtension>;

/** The service's own variables, or undefined when the config was built without an environment (tests). */
export function neoExtra(config: ServiceConfig): NeoExtra | undefined {
  return config.extra ? configExtension.parse(config.extra) : undefined;
}
