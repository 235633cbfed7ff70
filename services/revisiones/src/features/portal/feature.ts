import { portalFeature } from '@insp/module-service';

import type { Feature } from '../../shared/feature.ts';
import { observacionesPortal } from './provider.ts';

/**
 * The contractor portal of revision projects (issue 20 §2): links for a subcontract of the company's
 * catalogue, the public page with its open observations and the fix it reports. The director's
 * accept / return of a fix are observation routes (features/observaciones).
 */
export const portal: Feature = (app, { context }) => {
  portalFeature(app, context, observacionesPortal(context, app.log));
};
