import { captureObservacion, informeKinds, proyectosEndpoints } from '@insp/contracts';
import { captureAnswers, platformAnswers, portalAnswers, projectWiringSuite } from '@insp/module-service/testing';

import { spec } from '../src/module.ts';
import { testContext } from './context.ts';

// The shared wiringSuite reads projects by the basic feature's `Nombre`; this service's projects
// are the spec's (NombreProyecto), so the same facts are checked here on them.
projectWiringSuite(testContext, {
  spec,
  createProject: (ctx, t, NombreProyecto) => ctx.createProject(t, { NombreProyecto }),
  proyectos: proyectosEndpoints,
  collection: 'Proyectos',
  nameField: 'NombreProyecto',
  createBody: () => ({ NombreProyecto: 'Apagado' }),
  answers: {
    title: "documents every answer in /openapi.json: the files' media types, the capture's repeat 200 and each document kind's params (issue 18 §4)",
    expected: { ...platformAnswers, ...portalAnswers, ...captureAnswers(captureObservacion) },
  },
  documentKinds: informeKinds,
  refused: { body: { kind: 'pendientes-vs-resueltas', projectId: '0'.repeat(24), revisionId: '0'.repeat(24) }, field: 'revisionId' },
});
