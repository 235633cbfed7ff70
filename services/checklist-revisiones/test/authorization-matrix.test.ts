/// <reference types="vite/client" />
import * as cr from '@insp/contracts/checklist-revisiones';
import { portalCallers } from '@insp/module-service/testing';
import { afterAll } from 'vitest';

import { testContext } from './context.ts';
import type { Fixture, Rows } from './matrix/types.ts';

// Every file of ./matrix/ but types.ts contributes its rows (features and the platform).
const files = import.meta.glob<{ rows: Rows }>(['./matrix/*.ts', '!./matrix/types.ts'], { eager: true });

const ctx = await testContext();
afterAll(() => ctx.app.close());

const h = await ctx.createHierarchy();
const other = ctx.createCompany();
const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
// An answer with a photo: the file route's row asks for it.
const fileId = await ctx.uploadJpeg(h.companyId, h.director);
const respuesta = await ctx.capture(h.director, manchas, { Imagen: fileId });
const fixture: Fixture = { ctx, ...manchas, respuestaId: respuesta.id, fileId, unknownId: ctx.newObjectId() };
ctx.matrix({ module: 'Checklist', company: h, other, outsider: { Cargo: 'Supervisora' }, fixture, files });

// The 'portal' caller (issue 20 §2): links of the answer's subcontract (Pintura) and project, and of others.
const otherProject = await ctx.createProject(h);
const otherRevision = await ctx.createRevision(h, otherProject.id);
const otherListado = await ctx.createListado(h, otherProject.id, otherRevision.id);
const otherParams = { projectId: otherProject.id, revisionId: otherRevision.id, listadoId: otherListado.id };
await ctx.ok(ctx.asignar(h, otherParams, h.template.id));
const otherArbol = await ctx.ok<cr.ArbolCaptura>(ctx.call(h.director, cr.respuestasEndpoints.arbol, { companyId: h.companyId, ...otherParams }));
const foreign = await ctx.createHierarchy();
portalCallers({
  app: ctx.app,
  headersOf: ctx.headersOf,
  item: { id: respuesta.id, fotoId: fileId },
  scopes: {
    propio: { director: h.director, companyId: h.companyId, projectId: h.projectId, subcontratoId: manchas.subcontratoId },
    otroSubcontrato: {
      director: h.director,
      companyId: h.companyId,
      projectId: h.projectId,
      subcontratoId: h.errorParams('Baño', 'Cerámica', 'Cantería').subcontratoId,
    },
    otroProyecto: {
      director: h.director,
      companyId: h.companyId,
      projectId: otherProject.id,
      subcontratoId: otherArbol.recintos[0]?.subcontratos.find((item) => item.Nombre === 'Pintura')?.id ?? '',
    },
    otraEmpresa: {
      director: foreign.director,
      companyId: foreign.companyId,
      projectId: foreign.projectId,
      subcontratoId: foreign.errorParams('Baño', 'Pintura', 'Manchas').subcontratoId,
    },
  },
});
