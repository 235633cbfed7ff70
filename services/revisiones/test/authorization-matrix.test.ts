/// <reference types="vite/client" />
import { portalCallers } from '@insp/module-service/testing';
import { afterAll } from 'vitest';

import { testContext } from './context.ts';
import type { Fixture, Rows } from './matrix/types.ts';
import { observacionFixtures } from './observaciones-fixtures.ts';

// Every file of ./matrix/ but types.ts contributes its rows (features, the platform, observations…).
const files = import.meta.glob<{ rows: Rows }>(['./matrix/*.ts', '!./matrix/types.ts'], { eager: true });

const ctx = await testContext();
afterAll(() => ctx.app.close());

const h = await ctx.createHierarchy();
const other = ctx.createCompany();
// A photo of an observation of the project: the file route's row asks for it.
const fx = observacionFixtures(ctx);
const fileId = await fx.uploadJpeg(h.companyId, h.director);
const observacion = await fx.captured(h, { Imagenes: [fileId] });
const fixture: Fixture = {
  ctx,
  companyId: h.companyId,
  projectId: h.projectId,
  revisionId: h.revisionId,
  listadoId: h.listadoId,
  fileId,
  unknownId: ctx.newObjectId(),
};
ctx.matrix({ module: 'Revisiones', company: h, other, outsider: { Cargo: 'Supervisora' }, fixture, files });

// The 'portal' caller (issue 20 §2): links of the observation's subcontract (Pintura) and project, and of others.
const subcontratoId = (company: typeof h.company, nombre: string) => company.Catalogos.subcontratos.find((item) => item.Nombre === nombre)?.id ?? '';
const otherProject = await ctx.createProject(h);
const foreignProject = await ctx.createProject(other);
portalCallers({
  app: ctx.app,
  headersOf: ctx.headersOf,
  item: { id: observacion.id, fotoId: fileId },
  scopes: {
    propio: { director: h.director, companyId: h.companyId, projectId: h.projectId, subcontratoId: subcontratoId(h.company, 'Pintura') },
    otroSubcontrato: { director: h.director, companyId: h.companyId, projectId: h.projectId, subcontratoId: subcontratoId(h.company, 'Cerámica') },
    otroProyecto: { director: h.director, companyId: h.companyId, projectId: otherProject.id, subcontratoId: subcontratoId(h.company, 'Pintura') },
    otraEmpresa: { director: other.director, companyId: other.companyId, projectId: foreignProject.id, subcontratoId: subcontratoId(other.company, 'Pintura') },
  },
});
