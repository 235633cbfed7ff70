import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const errors = texts.proyectos.errors;
const list = (claims: Parameters<typeof ctx.call>[0], companyId: string, query: Record<string, unknown> = {}) =>
  ctx.ok<cr.ProyectoPage>(ctx.call(claims, cr.proyectosEndpoints.list, { companyId }, { query }));

describe('checklist projects', () => {
  it('creates a project with a trimmed name, Tipo CheckList and no day fields, and lists it with its counters', async () => {
    const t = ctx.createCompany();
    const created = await ctx.createProject(t, { NombreProyecto: '  Edificio Norte  ' });
    expect(created).toMatchObject({ NombreProyecto: 'Edificio Norte', Carpetas: 0, Resueltas: 0, TotalRespuestas: 0, Estado: 'Activo' });
    expect(created).not.toHaveProperty('DiasPorVencer');
    const page = await list(t.director, t.companyId);
    expect(page.items.map((item) => item.NombreProyecto)).toEqual(['Edificio Norte']);
    expect(page.cupo).toEqual({ used: 1, limit: 5 });
  });

  it("refuses a name taken ignoring case and accents with 'Ya tienes un proyecto con este nombre.' on create and edit", async () => {
    const t = ctx.createCompany();
    await ctx.createProject(t, { NombreProyecto: 'Edificio Ñuble' });
    await ctx.fails(
      ctx.call(t.director, cr.proyectosEndpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: 'edificio ñublé' } }),
      409,
      errors.nombreDuplicado,
    );
    const other = await ctx.createProject(t, { NombreProyecto: 'Otro' });
    await ctx.fails(
      ctx.call(t.director, cr.proyectosEndpoints.update, { companyId: t.companyId, projectId: other.id }, { body: { NombreProyecto: 'EDIFICIO ÑUBLE' } }),
      409,
      errors.nombreDuplicado,
    );
    // The same project may keep its name.
    const same = await ctx.ok<cr.ProyectoItem>(
      ctx.call(t.director, cr.proyectosEndpoints.update, { companyId: t.companyId, projectId: other.id }, { body: { NombreProyecto: 'otro' } }),
    );
    expect(same.NombreProyecto).toBe('otro');
  });

  it("requires a name: 'Este dato es importante.' on create, 'Requerido' on edit", async () => {
    const t = ctx.createCompany();
    await ctx.fails(
      ctx.call(t.director, cr.proyectosEndpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: '   ' } }),
      400,
      texts.proyectos.validation.nombreRequeridoNuevo,
    );
    const project = await ctx.createProject(t);
    await ctx.fails(
      ctx.call(t.director, cr.proyectosEndpoints.update, { companyId: t.companyId, projectId: project.id }, { body: { NombreProyecto: '' } }),
      400,
      texts.proyectos.validation.nombreRequeridoEditar,
    );
  });

  it("takes the quota from CheckList.LimiteCheckList: the create past the limit answers 'Has alcanzado el límite de proyectos.'", async () => {
    const base = ctx.createCompany();
    const t = ctx.createCompany({
      CheckList: { ...base.company.CheckList, LimiteCheckList: 2 },
      Revisiones: { ...base.company.Revisiones, LimiteRevisiones: 0 },
    });
    await ctx.createProject(t);
    const second = await ctx.createProject(t);
    await ctx.fails(
      ctx.call(t.director, cr.proyectosEndpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: 'Tercero' } }),
      409,
      errors.limite,
    );
    expect((await list(t.director, t.companyId)).cupo).toEqual({ used: 2, limit: 2 });
    expect(ctx.admin.usage.get(`${t.companyId}:Checklist`)).toBe(2);
    // Deleting frees a slot; the used count goes down by one.
    await ctx.ok(ctx.call(t.director, cr.proyectosEndpoints.remove, { companyId: t.companyId, projectId: second.id }));
    expect(ctx.admin.usage.get(`${t.companyId}:Checklist`)).toBe(1);
    await ctx.createProject(t, { NombreProyecto: 'Tercero' });
    // Restoring needs a free slot: '¡Has sobrepasado el límite de revisiones activas!'.
    await ctx.fails(ctx.call(t.director, cr.proyectosEndpoints.restore, { companyId: t.companyId, projectId: second.id }), 409, errors.limiteRestaurar);
  });

  it('holds the quota under 10 parallel creates at limit 3', async () => {
    const base = ctx.createCompany();
    const t = ctx.createCompany({ CheckList: { ...base.company.CheckList, LimiteCheckList: 3 } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        ctx.call(t.director, cr.proyectosEndpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: `P${index}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(await ctx.app.db.collection('ProyectosChecklist').countDocuments({ companyId: new Types.ObjectId(t.companyId) })).toBe(3);
  });

  it('soft-deletes with the 5-day grace (suffixed name, EliminadoPor, countdown) and restores the original name', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t, { NombreProyecto: 'Casa Patronal' });
    const deleted = await ctx.ok<cr.ProyectoItem>(ctx.call(t.director, cr.proyectosEndpoints.remove, { companyId: t.companyId, projectId: project.id }));
    expect(deleted).toMatchObject({
      Estado: 'Eliminado',
      AlertaEliminacion: true,
      DiasEliminacion: 5,
      DiasRestantes: 5,
      EliminadoPor: { Nombre: 'Diana Directora' },
    });
    expect(deleted.NombreProyecto).not.toBe('Casa Patronal');
    expect(deleted.NombreProyecto.startsWith('Casa Patronal')).toBe(true);
    // Hidden unless 'Mostrar Eliminados'; the name is free again.
    expect((await list(t.director, t.companyId)).items).toHaveLength(0);
    expect((await list(t.director, t.companyId, { deleted: 'true' })).items.map((item) => item.id)).toEqual([project.id]);
    await ctx.fails(ctx.call(t.director, cr.proyectosEndpoints.remove, { companyId: t.companyId, projectId: project.id }), 409, errors.yaEliminado);
    const restored = await ctx.ok<cr.ProyectoItem>(ctx.call(t.director, cr.proyectosEndpoints.restore, { companyId: t.companyId, projectId: project.id }));
    expect(restored).toMatchObject({ NombreProyecto: 'Casa Patronal', Estado: 'Activo', AlertaEliminacion: false, DiasEliminacion: null, DiasRestantes: null });
    await ctx.fails(ctx.call(t.director, cr.proyectosEndpoints.restore, { companyId: t.companyId, projectId: project.id }), 409, errors.noEliminado);
  });

  it('shows a company user only the active projects where they are responsible, and never the deleted ones', async () => {
    const t = ctx.createCompany();
    const mine = await ctx.createProject(t, { NombreProyecto: 'Mío' });
    const notMine = await ctx.createProject(t, { NombreProyecto: 'Ajeno' });
    await ctx.shareProject(t, mine.id);
    expect((await list(t.usuario, t.companyId)).items.map((item) => item.NombreProyecto)).toEqual(['Mío']);
    await ctx.fails(ctx.call(t.usuario, cr.proyectosEndpoints.get, { companyId: t.companyId, projectId: notMine.id }), 403, common.forbidden);
    await ctx.fails(ctx.call(t.usuario, cr.proyectosEndpoints.list, { companyId: t.companyId }, { query: { deleted: 'true' } }), 403, common.forbidden);
    await ctx.ok(ctx.call(t.director, cr.proyectosEndpoints.remove, { companyId: t.companyId, projectId: mine.id }));
    await ctx.fails(ctx.call(t.usuario, cr.proyectosEndpoints.get, { companyId: t.companyId, projectId: mine.id }), 404, errors.noExiste);
  });

  it('assigns responsibles only among users with the Checklist flag', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const sinModulo = ctx.admin.addUser(t.companyId, { Checklist: false });
    await ctx.fails(
      ctx.call(
        t.director,
        cr.proyectosEndpoints.setResponsables,
        { companyId: t.companyId, projectId: project.id },
        { body: { Responsables: [sinModulo.id] } },
      ),
      400,
      errors.responsableInvalido,
    );
    const item = await ctx.ok<cr.ProyectoItem>(
      ctx.call(t.director, cr.proyectosEndpoints.setResponsable, { companyId: t.companyId, projectId: project.id }, { body: { userId: t.responsable.id } }),
    );
    expect(item.Responsable).toMatchObject({ id: t.responsable.id, NombreCompleto: 'Rosa Responsable', Cargo: 'Jefe de obra' });
    const usuarios = await ctx.ok<cr.UsuariosChecklist>(ctx.call(t.director, cr.proyectosEndpoints.usuarios, { companyId: t.companyId }));
    expect(usuarios.items.map((u) => u.id)).not.toContain(sinModulo.id);
    // User cascade: a removed user leaves the project.
    await ctx.context.cascades.removeUser(t.companyId, t.responsable.id);
    expect(
      (await ctx.ok<cr.ProyectoItem>(ctx.call(t.director, cr.proyectosEndpoints.get, { companyId: t.companyId, projectId: project.id }))).Responsable,
    ).toBeNull();
  });
});
