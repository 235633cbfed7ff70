import { portalFeature } from '@insp/module-service';

import type { Feature } from '../../shared/feature.ts';
import { respuestasPortal } from './provider.ts';

/**
 * The contractor portal of checklist-review projects (issue 20 §2): links for a subcontract of the
 * project, the public page with its answers 'Por Resolver' and the fix it reports. The director's
 * accept / return of a fix are answer routes (features/respuestas).
 */
export const portal: Feature = (app, { context }) => {
  portalFeature(app, context, respuestasPortal(context, app.log));
};
