import { informeParams } from '@insp/contracts/checklist-revisiones';
import { correccionActions, correccionInformada, moduleSpecs, pdfConfigExtension, projectRules, type WebhookRule } from '@insp/module-service';

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

/** This service's own environment variables (validated with the common ones by loadConfig): the PDF renderer's. */
export const configExtension = pdfConfigExtension;
