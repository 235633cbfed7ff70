import { neoDocumentParams } from '@insp/contracts/neo';
import { changed, moduleSpecs, pdfConfigExtension, projectRules, type WebhookRule } from '@insp/module-service';

/** The event log's writes forwarded to the company's webhooks (issue 20 §4); the first match wins. */
const webhooks: WebhookRule[] = [
  { entity: 'HojaOT', action: 'crear', tipo: 'hoja.creada' },
  { entity: 'HojaOT', action: 'editar', tipo: 'hoja.finalizada', when: changed('FechaRevisionFinal') },
  { entity: 'FirmaOT', action: 'firmar', tipo: 'hoja.firmada' },
  ...projectRules('ProyectoOT'),
];

/** This service's module flag, collection, title, document kinds and webhook events. */
export const spec = { ...moduleSpecs['neo'], reportKinds: neoDocumentParams, webhooks };

/** This service's own environment variables (validated with the common ones by loadConfig): the PDF renderer's. */
export const configExtension = pdfConfigExtension;
