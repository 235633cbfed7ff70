import type { ModuleFlag, ReportKindParams } from '@insp/contracts';
import type { ServiceName } from '@insp/service-kit';

import type { WebhookRule } from './webhooks/rules.ts';

/** What distinguishes one module service from its siblings. */
export interface ModuleServiceSpec {
  service: Exclude<ServiceName, 'admin'>;
  /** The flag a user (and the company) needs for every gated route of the service. */
  module: ModuleFlag;
  /** OpenAPI title. */
  title: string;
  /** Collection of the module's projects. */
  projectsCollection: string;
  /**
   * Records a company user may read without seeing their project, as a reviewer named in them
   * (NEO: the answer sheets' Revisores): their events reach that user's live stream too.
   */
  reviewedRecords?: { parent: string; collection: string; reviewerField: string };
  /**
   * The params of each document kind the service defines (its contract's): `POST /reports` is then
   * validated and documented as a union on `kind` of them. Without it (the platform's own tests, with
   * kinds of their own) the body is `{kind, ...params}` checked by the kind alone.
   */
  reportKinds?: ReportKindParams;
  /**
   * Which events of the log are forwarded to the company's webhooks, and as what type (issue 20 §4;
   * the first matching rule wins). Finished reports are forwarded as 'informe.listo' by every module.
   */
  webhooks?: readonly WebhookRule[];
}

export const moduleSpecs = {
  /** Spec 001: Proyectos of type Revision. */
  revisiones: { service: 'revisiones', module: 'Revisiones', title: 'Inspección · revisiones', projectsCollection: 'Proyectos' },
  /** Spec 001: checklist-review projects. */
  'checklist-revisiones': {
    service: 'checklist-revisiones',
    module: 'Checklist',
    title: 'Inspección · checklist revisiones',
    projectsCollection: 'ProyectosChecklist',
  },
  /** Spec 002: work-order checklist projects (OT / NEO). */
  neo: {
    service: 'neo',
    module: 'ChecklistsOT',
    title: 'Inspección · checklists OT (NEO)',
    projectsCollection: 'ProyectosOT',
    reviewedRecords: { parent: 'hojaId', collection: 'RespuestasOT', reviewerField: 'Revisores.id' },
  },
} as const satisfies Record<string, ModuleServiceSpec>;
