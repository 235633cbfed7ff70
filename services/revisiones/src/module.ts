import { informeParams } from '@insp/contracts';
import { changed, correccionActions, correccionInformada, moduleSpecs, pdfConfigExtension, projectRules, type WebhookRule } from '@insp/module-service';

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

/** This service's own environment variables (validated with the common ones by loadConfig): the PDF renderer's. */
export const configExtension = pdfConfigExtension;
