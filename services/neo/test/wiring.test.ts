import { neoCapturaEndpoints, neoDocumentKinds, neoHojasEndpoints, neoProyectosEndpoints } from '@insp/contracts/neo';
import { captureAnswers, platformAnswers, projectWiringSuite } from '@insp/module-service/testing';

import { spec } from '../src/module.ts';
import { testContext } from './context.ts';

// The shared wiringSuite reads projects by the basic feature's shape; this service's projects are
// spec 002's, so the same facts are checked here on them.
projectWiringSuite(testContext, {
  spec,
  createProject: (ctx, t, Nombre) => ctx.createProject(t, { Nombre }),
  proyectos: neoProyectosEndpoints,
  collection: 'ProyectosOT',
  nameField: 'Nombre',
  createBody: (t) => ({ Nombre: 'Apagado', Tipo: 'Edificios', ResponsableId: t.usuarioUser.id }),
  answers: {
    title: "documents every answer in /openapi.json: the files' media types, the captures' repeat 200 and each document kind's params (issue 18 §4)",
    expected: {
      ...platformAnswers,
      ...captureAnswers(neoHojasEndpoints.create),
      ...captureAnswers(neoCapturaEndpoints.answer),
      ...captureAnswers(neoCapturaEndpoints.sign),
    },
  },
  documentKinds: neoDocumentKinds,
  refused: { body: { kind: 'neo-resumen-respuestas', projectId: '0'.repeat(24), tipo: 'Obra Gruesa', hojaId: '0'.repeat(24) }, field: 'hojaId' },
});
