import { neoEspaciosEndpoints, type NeoProyecto, type NeoProyectoPage, neoProyectosEndpoints as endpoints } from '@insp/contracts/neo';
import { common } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const texts = neo.proyectos;

describe('NEO projects', () => {
  it('validates the form with the spec texts', async () => {
    const t = ctx.createCompany();
    const create = (body: unknown) => ctx.call(t.director, endpoints.create, { companyId: t.companyId }, { body });
    await ctx.fails(create({ Nombre: '  ', ResponsableId: t.usuarioUser.id, Tipo: 'Casas' }), 400, texts.validation.requerido);
    await ctx.fails(create({ Nombre: 'Torre', Tipo: 'Casas' }), 400, texts.validation.requerido);
    await ctx.fails(create({ Nombre: 'Torre', ResponsableId: t.usuarioUser.id, Tipo: 'Bodegas' }), 400, texts.validation.tipoInvalido);
    await ctx.fails(create({ Nombre: 'Torre', ResponsableId: ctx.newObjectId(), Tipo: 'Casas' }), 400, texts.errors.responsableInvalido);
  });

  it('creates a project with its responsible, refuses a repeated name and stops at LimiteProyectos', async () => {
    const t = ctx.createCompany({ ChecklistsOT: { Activado: true, LimiteProyectos: 2, ProyectosUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 } });
    const project = await ctx.createProject(t, { Nombre: 'Torre Norte', Tipo: 'Casas' });
    expect(project).toMatchObject({
      Nombre: 'Torre Norte',
      Tipo: 'Casas',
      ProyectoIniciado: false,
      ProyectoFinalizado: false,
      Eliminado: false,
      Responsables: [t.usuarioUser.id],
    });
    expect(project.Responsable?.NombreCompleto).toBe(t.usuarioUser.NombreCompleto);
    const again = ctx.call(
      t.director,
      endpoints.create,
      { companyId: t.companyId },
      { body: { Nombre: 'torre norte', Tipo: 'Otro', ResponsableId: t.usuarioUser.id } },
    );
    await ctx.fails(again, 409, texts.errors.nombreDuplicado('torre norte'));
    await ctx.createProject(t);
    const third = ctx.call(
      t.director,
      endpoints.create,
      { companyId: t.companyId },
      { body: { Nombre: 'Tercero', Tipo: 'Otro', ResponsableId: t.usuarioUser.id } },
    );
    await ctx.fails(third, 409, texts.errors.limite);
    expect(ctx.admin.usage.get(`${t.companyId}:ChecklistsOT`)).toBe(2);
    const page = await ctx.ok<NeoProyectoPage>(ctx.call(t.director, endpoints.list, { companyId: t.companyId }));
    expect(page.cupo).toEqual({ used: 2, limit: 2 });
  });

  it('searches by name, filters by responsible, and shows a company user only their projects', async () => {
    const t = ctx.createCompany();
    await ctx.createProject(t, { Nombre: 'Edificio Álamo' });
    await ctx.createProject(t, { Nombre: 'Casas del Valle', ResponsableId: t.revisor1User.id });
    const list = (claims = t.director, query: Record<string, unknown> = {}) =>
      ctx.ok<NeoProyectoPage>(ctx.call(claims, endpoints.list, { companyId: t.companyId }, { query }));
    expect((await list(t.director, { search: 'alamo' })).items.map((p) => p.Nombre)).toEqual(['Edificio Álamo']);
    expect((await list(t.director, { responsable: t.revisor1User.id })).items.map((p) => p.Nombre)).toEqual(['Casas del Valle']);
    expect((await list(t.usuario)).items.map((p) => p.Nombre)).toEqual(['Edificio Álamo']);
    await ctx.fails(ctx.call(t.usuario, endpoints.list, { companyId: t.companyId }, { query: { deleted: 'true' } }), 403, common.forbidden);
  });

  it('edits only the name and the responsible', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t, { Tipo: 'Casas' });
    const params = { companyId: t.companyId, projectId: project.id };
    await ctx.fails(
      ctx.call(t.director, endpoints.update, params, { body: { Nombre: 'X', ResponsableId: t.usuarioUser.id, Tipo: 'Otro' } }),
      400,
      common.unknownField('Tipo'),
    );
    const edited = await ctx.ok<NeoProyecto>(
      ctx.call(t.director, endpoints.update, params, { body: { Nombre: 'Renombrado', ResponsableId: t.revisor1User.id } }),
    );
    expect(edited).toMatchObject({ Nombre: 'Renombrado', Tipo: 'Casas', Responsables: [t.revisor1User.id] });
  });

  it('deletes a project for good: read-only, in the deleted view, its name and quota slot free', async () => {
    const t = ctx.createCompany({ ChecklistsOT: { Activado: true, LimiteProyectos: 1, ProyectosUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 } });
    const project = await ctx.createProject(t, { Nombre: 'Borrable' });
    const params = { companyId: t.companyId, projectId: project.id };
    const deleted = await ctx.ok<NeoProyecto>(ctx.call(t.director, endpoints.remove, params));
    expect(deleted.Eliminado).toBe(true);
    await ctx.fails(ctx.call(t.director, endpoints.update, params, { body: { Nombre: 'Otro', ResponsableId: t.usuarioUser.id } }), 409, texts.errors.eliminado);
    await ctx.fails(ctx.call(t.director, endpoints.iniciar, params), 409, texts.errors.eliminado);
    await ctx.fails(ctx.call(t.director, neoEspaciosEndpoints.create, params, { body: { Espacios: { Casa: 1 } } }), 409, texts.errors.eliminado);
    await ctx.fails(ctx.call(t.usuario, endpoints.get, params), 404, texts.errors.noExiste);
    const deletedView = await ctx.ok<NeoProyectoPage>(ctx.call(t.director, endpoints.list, { companyId: t.companyId }, { query: { deleted: 'true' } }));
    expect(deletedView.items.map((p) => p.id)).toEqual([project.id]);
    const active = await ctx.ok<NeoProyectoPage>(ctx.call(t.director, endpoints.list, { companyId: t.companyId }));
    expect(active.items).toEqual([]);
    // The limit was 1: the slot came back, and the name is free again.
    await ctx.createProject(t, { Nombre: 'Borrable' });
  });

  it('starts, finishes and restarts (restart only when finished); spaces are locked while started', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const params = { companyId: t.companyId, projectId: project.id };
    const step = (endpoint: typeof endpoints.iniciar) => ctx.call(t.director, endpoint, params);
    await ctx.fails(step(endpoints.reiniciar), 409, texts.errors.noFinalizado);
    await ctx.fails(step(endpoints.finalizar), 409, texts.errors.noIniciado);
    expect(await ctx.ok<NeoProyecto>(step(endpoints.iniciar))).toMatchObject({ ProyectoIniciado: true, ProyectoFinalizado: false });
    await ctx.fails(step(endpoints.iniciar), 409, texts.errors.yaIniciado);
    await ctx.fails(ctx.call(t.director, neoEspaciosEndpoints.create, params, { body: { Espacios: { Casa: 1 } } }), 409, neo.espacios.errors.proyectoIniciado);
    expect(await ctx.ok<NeoProyecto>(step(endpoints.finalizar))).toMatchObject({ ProyectoIniciado: false, ProyectoFinalizado: true });
    await ctx.fails(step(endpoints.iniciar), 409, texts.errors.finalizado);
    await ctx.createSpaces(t, project.id, { Casa: 1 });
    expect(await ctx.ok<NeoProyecto>(step(endpoints.reiniciar))).toMatchObject({ ProyectoIniciado: true, ProyectoFinalizado: false });
    await ctx.fails(ctx.call(t.usuario, endpoints.finalizar, params), 403, common.forbidden);
  });

  it('lists the company catalogue and the module users', async () => {
    const t = ctx.createCompany();
    const catalogos = await ctx.ok<{
      Unidades: string[];
      ListasDeChequeo: { Nombre: string; TotalPreguntas: number }[];
      EspaciosPorDefecto: Record<string, string[]>;
    }>(ctx.call(t.usuario, endpoints.catalogos, { companyId: t.companyId }));
    expect(catalogos.Unidades).toEqual(['Departamento', 'Piso']);
    expect(catalogos.ListasDeChequeo).toEqual([
      expect.objectContaining({ Nombre: 'Estructura', TotalPreguntas: 3 }),
      expect.objectContaining({ Nombre: 'Pintura', TotalPreguntas: 2 }),
    ]);
    expect(catalogos.EspaciosPorDefecto.Edificios).toContain('Departamento');
    const usuarios = await ctx.ok<{ items: { id: string }[] }>(ctx.call(t.director, endpoints.usuarios, { companyId: t.companyId }));
    expect(usuarios.items).toHaveLength(4);
  });
});
