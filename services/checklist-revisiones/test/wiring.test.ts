import * as cr from '@insp/contracts/checklist-revisiones';
import { captureAnswers, platformAnswers, portalAnswers, projectWiringSuite } from '@insp/module-service/testing';
import { expect } from 'vitest';

import { spec } from '../src/module.ts';
import { testContext } from './context.ts';

// The shared wiringSuite reads projects by the basic feature's `Nombre`; this service's projects
// are the spec's (NombreProyecto), so the same facts are checked here on them.
projectWiringSuite(testContext, {
  spec,
  createProject: (ctx, t, NombreProyecto) => ctx.createProject(t, { NombreProyecto }),
  proyectos: cr.proyectosEndpoints,
  collection: 'ProyectosChecklist',
  nameField: 'NombreProyecto',
  stored: { title: 'Tipo CheckList', expect: (stored) => expect(stored.Tipo).toBe('CheckList') },
  createBody: () => ({ NombreProyecto: 'Apagado' }),
  answers: {
    title: "documents every answer in /openapi.json: the files' media types, the capture's repeat 200 and each document kind's params (issue 18 §4)",
    expected: { ...platformAnswers, ...portalAnswers, ...captureAnswers(cr.respuestasEndpoints.capture) },
  },
  documentKinds: cr.informeKinds,
  refused: { body: { kind: 'resumen-proyecto', projectId: '0'.repeat(24), orden: 'recinto' }, field: 'orden' },
});
