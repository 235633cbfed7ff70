import { informeParams } from '@insp/contracts/checklist-revisiones';
import { correccionActions, correccionInformada, moduleSpecs, projectRules, type WebhookRule } from '@insp/module-service';
import type { ServiceConfig } from '@insp/service-kit';
import { z } from 'zod';

/** The event log's writes forwarded to the company's webhooks (issue 20 §4); the first match wins. */
const webhooks: WebhookRule[] = [
  { entity: 'Respuesta', action: 'crear', tipo: 'respuesta.creada' },
  { entity: 'Respuesta', tipo: 'correccion.informada', when: correccionInformada },
  // An edit, or a reported fix accepted (the answer becomes Resuelto) or returned.
  ...['editar', correccionActions.Aceptada, correccionActions.Devuelta].map((action) => ({
    entity: 'Respuesta',
    action,
    tipo: 'respuesta.actualizada' as const,
  })),
  ...projectRules('Proyecto'),
];

/** This service's module flag, collection, title, document kinds and webhook events. */
export const spec = { ...moduleSpecs['checklist-revisiones'], reportKinds: informeParams, webhooks };

/** This service's own environment variables (validated with the common ones by loadConfig). */
export const configExtension = z.object({
  /** Chromium for the PDF reports. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** PDFs laid out at the same time (each one is a browser page, i.e. memory); the rest wait. */
  PDF_PAGES: z.coerce.number().int().positive().default(2),
});
export type ChecklistExtra = z.output<typeof configExtension>;

/** The service's own variables, or undefined when the config was built without an environment (tests). */
export function checklistExtra(config: ServiceConfig): ChecklistExtra | undefined {
  return config.extra ? configExtension.parse(config.extra) : undefined;
}
