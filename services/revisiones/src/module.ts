import { informeParams } from '@insp/contracts';
import { changed, correccionActions, correccionInformada, moduleSpecs, projectRules, type WebhookRule } from '@insp/module-service';
import type { ServiceConfig } from '@insp/service-kit';
import { z } from 'zod';

/** The event log's writes forwarded to the company's webhooks (issue 20 §4); the first match wins. */
const webhooks: WebhookRule[] = [
  { entity: 'Observacion', action: 'crear', tipo: 'observacion.creada' },
  { entity: 'Observacion', tipo: 'correccion.informada', when: correccionInformada },
  // Resolved by an edit or by accepting a reported fix.
  { entity: 'Observacion', tipo: 'observacion.resuelta', when: changed('Resuelta') },
  ...['editar', correccionActions.Aceptada, correccionActions.Devuelta].map((action) => ({
    entity: 'Observacion',
    action,
    tipo: 'observacion.actualizada' as const,
  })),
  ...projectRules('Proyecto'),
];

/** This service's module flag, collection, title, document kinds and webhook events. */
export const spec = { ...moduleSpecs['revisiones'], reportKinds: informeParams, webhooks };

/** This service's own environment variables (validated with the common ones by loadConfig). */
export const configExtension = z.object({
  /** Chromium for the PDF reports. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** PDFs laid out at the same time (each one is a browser page, i.e. memory); the rest wait. */
  PDF_PAGES: z.coerce.number().int().positive().default(2),
});
export type RevisionesExtra = z.output<typeof configExtension>;

/**
 * The service's own variables, or undefined when the config was built without an environment
 * (tests): then each consumer keeps its own default.
 */
export function revisionesExtra(config: ServiceConfig): RevisionesExtra | undefined {
  return config.extra ? configExtension.parse(config.extra) : undefined;
}
