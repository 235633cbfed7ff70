import { ProyectoItem, ProyectoPage, proyectosEndpoints as endpoints, UsuariosRevisiones } from '@insp/contracts';
import { common } from '@insp/messages';
import { revisiones as texts } from '@insp/messages/revisiones';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { type TestCompany, testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const errors = texts.proyectos.errors;
const validation = texts.proyectos.validation;

const list = async (t: TestCompany, query: Record<string, unknown> = {}, claims = t.director) => {
  const response = await ctx.call(claims, endpoints.list, { companyId: t.companyId }, { query });
  expect(response.statusCode, response.body).toBe(200);
  return ProyectoPage.parse(response.json());
};
const create = (t: TestCompany, body: unknown) => ctx.call(t.director, endpoints.create, { companyId: t.companyId }, { body });
describe('projects list', () => {
  it('is sorted by name ignoring case and accents, with the quota bar figures', async () => {
    const t = ctx.createCompany({ Revisiones: { Activado: true, LimiteRevisiones: 7, RevisionesUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 } });
    for (const NombreProyecto of ['zeta', 'Álamo', 'beta', 'Alfa']) await ctx.createProject(t, { NombreProyecto });
    const page = await list(t);
    expect(page.items.map((p) => p.NombreProyecto)).toEqual(['Álamo', 'Alfa', 'beta', 'zeta']);
    expect(page).toMatchObject({ total: 4, page: 0, pageSize: 80, cupo: { used: 4, limit: 7 } });
  });

  it('pages up to 140 rows and refuses more', async () => {
    const t = ctx.createCompany();
    await ctx.createProject(t);
    expect((await list(t, { pageSize: 140 })).pageSize).toBe(140);
    const tooBig = await ctx.call(t.director, endpoints.list, { companyId: t.companyId }, { query: { pageSize: 141 } });
    expect(tooBig.statusCode).toBe(400);
  });

  it('shows Carpetas (revisions), the responsible and Cargo, the creation date', async () => {
    const t = ctx.createCompany();
    const before = Date.now();
    const project = await ctx.createProject(t, { ResponsableId: t.responsable.id });
    await ctx.createRevision(t, project.id);
    await ctx.createRevision(t, project.id);
    const [row] = (await list(t)).items;
    expect(row).toMatchObject({
      id: project.id,
      Carpetas: 2,
      Responsable: { id: t.responsable.id, NombreCompleto: 'Rosa Responsable', Cargo: 'Jefe de obra' },
      Estado: 'Activo',
      DiasRestantes: null,
    });
    expect(Date.parse(row?.FechaCreacion ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('shows a company user only the active projects they are responsible for, and never the deleted view', async () => {
    const t = ctx.createCompany();
    const mine = await ctx.createProject(t, { NombreProyecto: 'Mío' });
    await ctx.createProject(t, { NombreProyecto: 'Ajeno' });
    const mineDeleted = await ctx.createProject(t, { NombreProyecto: 'Mío borrado' });
    await ctx.shareProject(t, mine.id);
    await ctx.shareProject(t, mineDeleted.id);
    await ctx.ok(ctx.call(t.director, endpoints.remove, { companyId: t.companyId, projectId: mineDeleted.id }));

    const page = await list(t, {}, t.usuario);
    expect(page.items.map((p) => p.NombreProyecto)).toEqual(['Mío']);
    expect(page.total).toBe(1);
    await ctx.fails(ctx.call(t.usuario, endpoints.list, { companyId: t.companyId }, { query: { deleted: 'true' } }), 403, common.forbidden);
    await ctx.fails(ctx.call(t.usuario, endpoints.get, { companyId: t.companyId, projectId: mineDeleted.id }), 404, errors.noExiste);
  });

  it('answers 403 to a company user reading a project that is not theirs, 404 for an unknown one', async () => {
    const t = ctx.createCompany();
    const other = await ctx.createProject(t);
    await ctx.fails(ctx.call(t.usuario, endpoints.get, { companyId: t.companyId, projectId: other.id }), 403, common.forbidden);
    await ctx.fails(ctx.call(t.director, endpoints.get, { companyId: t.companyId, projectId: ctx.newObjectId() }), 404, errors.noExiste);
  });

  it("shows deleted projects with their days left only in the managers' deleted view", async () => {
    const t = ctx.createCompany();
    const kept = await ctx.createProject(t, { NombreProyecto: 'B activo' });
    const gone = await ctx.createProject(t, { NombreProyecto: 'A borrado' });
    await ctx.ok(ctx.call(t.director, endpoints.remove, { companyId: t.companyId, projectId: gone.id }));
    expect((await list(t)).items.map((p) => p.id)).toEqual([kept.id]);
    const all = await list(t, { deleted: 'true' }, ctx.administrador);
    expect(all.items.map((p) => [p.id, p.Estado, p.DiasRestantes])).toEqual([
      [gone.id, 'Eliminado', 5],
      [kept.id, 'Activo', null],
    ]);
    expect(all.cupo.used).toBe(1);
  });
});

describe('creating a project', () => {
  it('requires the name (Este dato es importante.) and trims it', async () => {
    const t = ctx.createCompany();
    await ctx.fails(create(t, {}), 400, validation.nombreRequeridoNuevo);
    await ctx.fails(create(t, { NombreProyecto: '' }), 400, validation.nombreRequeridoNuevo);
    await ctx.fails(create(t, { NombreProyecto: '   ' }), 400, validation.nombreRequeridoNuevo);
    const created = ProyectoItem.parse(await ctx.ok(create(t, { NombreProyecto: '  Torre Norte  ' })));
    expect(created.NombreProyecto).toBe('Torre Norte');
  });

  it('defaults DiasPorVencer to 10 and DiasVencidos to 20, takes 0, refuses negatives and fractions', async () => {
    const t = ctx.createCompany();
    const created = await ctx.ok<ProyectoItem>(create(t, { NombreProyecto: 'Defaults' }));
    expect(created).toMatchObject({ DiasPorVencer: 10, DiasVencidos: 20, Estado: 'Activo', Responsable: null, Responsables: [] });
    const zeros = await ctx.ok<ProyectoItem>(create(t, { NombreProyecto: 'Ceros', DiasPorVencer: 0, DiasVencidos: 0 }));
    expect(zeros).toMatchObject({ DiasPorVencer: 0, DiasVencidos: 0 });
    await ctx.fails(create(t, { NombreProyecto: 'Neg', DiasPorVencer: -1 }), 400, validation.diasMinimo);
    await ctx.fails(create(t, { NombreProyecto: 'Neg', DiasVencidos: -5 }), 400, validation.diasMinimo);
    await ctx.fails(create(t, { NombreProyecto: 'Frac', DiasVencidos: 1.5 }), 400, validation.diasEntero);
    await ctx.fails(create(t, { NombreProyecto: 'Texto', DiasVencidos: 'diez' }), 400, validation.diasEntero);
  });

  it('stores the document with the storage vocabulary', async () => {
    const t = ctx.createCompany();
    const created = await ctx.ok<ProyectoItem>(create(t, { NombreProyecto: 'Edificio Ñandú', ResponsableId: t.responsable.id }));
    const stored = await ctx.app.db.collection('Proyectos').findOne({ NombreProyecto: 'Edificio Ñandú' });
    expect(stored).toMatchObject({ nombreKey: 'edificio nandu', Estado: 'Activo', DiasPorVencer: 10, DiasVencidos: 20, AlertaEliminacion: false });
    expect(stored?.companyId.toHexString()).toBe(t.companyId);
    expect(stored?._id.toHexString()).toBe(created.id);
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(stored?.Responsable.id.toHexString()).toBe(t.responsable.id);
  });

  it('refuses a responsible without the Revisiones flag, of another company or deleted', async () => {
    const t = ctx.createCompany();
    const sinFlag = ctx.admin.addUser(t.companyId, { Revisiones: false });
    const borrado = ctx.admin.addUser(t.companyId, { Deleted: true });
    const ajeno = ctx.admin.addUser(ctx.createCompany().companyId);
    for (const user of [sinFlag, borrado, ajeno]) {
      await ctx.fails(create(t, { NombreProyecto: `P ${user.id}`, ResponsableId: user.id }), 400, errors.responsableInvalido);
    }
  });

  it('keeps names unique per company ignoring case and accents', async () => {
    const t = ctx.createCompany();
    await ctx.ok(create(t, { NombreProyecto: 'Torre Ñuñoa' }));
    await ctx.fails(create(t, { NombreProyecto: 'torre ñuñoa' }), 409, errors.nombreDuplicadoNuevo);
    await ctx.fails(create(t, { NombreProyecto: 'TORRE NUNOA' }), 409, errors.nombreDuplicadoNuevo);
    await ctx.fails(create(t, { NombreProyecto: ' Torre  Nunoa ' }), 409, errors.nombreDuplicadoNuevo);
    // Another company may use it.
    const other = ctx.createCompany();
    await ctx.ok(create(other, { NombreProyecto: 'TORRE NUNOA' }));
    expect(await ctx.app.db.collection('Proyectos').countDocuments({ nombreKey: 'torre nunoa' })).toBe(2);
  });

  it('stops at the limit (Has alcanzado el límite de proyectos.) and reports the usage to admin', async () => {
    const t = ctx.createCompany({ Revisiones: { Activado: true, LimiteRevisiones: 2, RevisionesUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 } });
    await ctx.ok(create(t, { NombreProyecto: 'Uno' }));
    expect(ctx.admin.usage.get(`${t.companyId}:Revisiones`)).toBe(1);
    await ctx.ok(create(t, { NombreProyecto: 'Dos' }));
    expect(ctx.admin.usage.get(`${t.companyId}:Revisiones`)).toBe(2);
    await ctx.fails(create(t, { NombreProyecto: 'Tres' }), 409, errors.limite);
    expect(await ctx.app.db.collection('Proyectos').countDocuments({ NombreProyecto: 'Tres' })).toBe(0);
    expect((await list(t)).cupo).toEqual({ used: 2, limit: 2 });
  });

  it('refuses everything when the company module is off', async () => {
    const t = ctx.createCompany({ Revisiones: { Activado: false, LimiteRevisiones: 5, RevisionesUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 } });
    await ctx.fails(create(t, { NombreProyecto: 'Apagado' }), 403, common.moduleDisabled);
  });

  it('holds the limit under 20 concurrent creates (limit 3: exactly 3 stored)', async () => {
    const t = ctx.createCompany({ Revisiones: { Activado: true, LimiteRevisiones: 3, RevisionesUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(t, { NombreProyecto: `Concurrente ${i}` })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json()).toEqual({ message: errors.limite });
    const stored = await ctx.app.db.collection('Proyectos').countDocuments({ NombreProyecto: /^Concurrente / });
    expect(stored).toBe(3);
    expect((await list(t)).cupo).toEqual({ used: 3, limit: 3 });
  });

  it('refuses a foreign company with 403 before validating the body', async () => {
    const t = ctx.createCompany();
    const other = ctx.createCompany();
    await ctx.fails(ctx.call(other.director, endpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: '' } }), 403, common.forbidden);
    await ctx.fails(ctx.call(other.director, endpoints.create, { companyId: t.companyId }, { body: { nada: 1 } }), 403, common.forbidden);
  });

  it('is the managers’ only: a company user gets 403 on every write', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    await ctx.shareProject(t, project.id);
    const params = { companyId: t.companyId, projectId: project.id };
    await ctx.fails(ctx.call(t.usuario, endpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: 'X' } }), 403, common.forbidden);
    await ctx.fails(ctx.call(t.usuario, endpoints.update, params, { body: { NombreProyecto: 'X' } }), 403, common.forbidden);
    await ctx.fails(ctx.call(t.usuario, endpoints.remove, params), 403, common.forbidden);
    await ctx.fails(ctx.call(t.usuario, endpoints.restore, params), 403, common.forbidden);
    await ctx.fails(ctx.call(t.usuario, endpoints.setResponsable, params, { body: { userId: t.responsable.id } }), 403, common.forbidden);
    await ctx.fails(ctx.call(t.usuario, endpoints.setResponsables, params, { body: { Responsables: [] } }), 403, common.forbidden);
  });
});

describe('editing a project', () => {
  it("requires the name ('Requerido'), keeps it unique (Ya existe un proyecto con este nombre.) and lets it change its own case", async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t, { NombreProyecto: 'Casa Azul' });
    await ctx.createProject(t, { NombreProyecto: 'Casa Roja' });
    const params = { companyId: t.companyId, projectId: project.id };
    await ctx.fails(ctx.call(t.director, endpoints.update, params, { body: { NombreProyecto: ' ' } }), 400, validation.nombreRequeridoEditar);
    await ctx.fails(ctx.call(t.director, endpoints.update, params, { body: {} }), 400, validation.nombreRequeridoEditar);
    await ctx.fails(ctx.call(t.director, endpoints.update, params, { body: { NombreProyecto: 'casa rojá' } }), 409, errors.nombreDuplicadoEditar);
    const renamed = await ctx.ok<ProyectoItem>(ctx.call(t.director, endpoints.update, params, { body: { NombreProyecto: 'CASA AZUL' } }));
    expect(renamed.NombreProyecto).toBe('CASA AZUL');
  });

  it('changes the day fields only when they come as numbers; an emptied one (null) is refused, never silently 10 / 20 or left as it was', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t, { DiasPorVencer: 3, DiasVencidos: 7 });
    const params = { companyId: t.companyId, projectId: project.id };
    const same = await ctx.ok<ProyectoItem>(ctx.call(t.director, endpoints.update, params, { body: { NombreProyecto: project.NombreProyecto } }));
    expect(same).toMatchObject({ DiasPorVencer: 3, DiasVencidos: 7 });
    await ctx.fails(
      ctx.call(t.director, endpoints.update, params, { body: { NombreProyecto: project.NombreProyecto, DiasPorVencer: null } }),
      400,
      validation.diasRequeridoEditar,
    );
    await ctx.fails(
      ctx.call(t.director, endpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: 'Vacío', DiasVencidos: null } }),
      400,
      validation.diasRequeridoNuevo,
    );
    const changed = await ctx.ok<ProyectoItem>(
      ctx.call(t.director, endpoints.update, params, { body: { NombreProyecto: project.NombreProyecto, DiasPorVencer: 0, DiasVencidos: 30 } }),
    );
    expect(changed).toMatchObject({ DiasPorVencer: 0, DiasVencidos: 30 });
    await ctx.fails(
      ctx.call(t.director, endpoints.update, params, { body: { NombreProyecto: project.NombreProyecto, DiasVencidos: -1 } }),
      400,
      validation.diasMinimo,
    );
  });

  it('records the change in the history', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t, { NombreProyecto: 'Historia' });
    await ctx.ok(ctx.call(t.director, endpoints.update, { companyId: t.companyId, projectId: project.id }, { body: { NombreProyecto: 'Historia 2' } }));
    const history = await ctx.context.events.history(t.companyId, 'Proyecto', project.id, { limit: 10 });
    expect(history.items.map((event) => event.action)).toEqual(['editar', 'crear']);
    expect(history.items[0]).toMatchObject({
      actor: { id: t.director.sub, name: t.director.name },
      entity: 'Proyecto',
      changes: { NombreProyecto: { old: 'Historia', new: 'Historia 2' } },
      parents: { projectId: project.id },
    });
  });
});

describe('deleting and restoring a project', () => {
  it('soft-deletes with a date-time suffix, frees the name and the quota, and restores it back', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t, { NombreProyecto: 'Ciclo' });
    const params = { companyId: t.companyId, projectId: project.id };
    const deleted = await ctx.ok<ProyectoItem>(ctx.call(t.director, endpoints.remove, params));
    expect(deleted).toMatchObject({
      Estado: 'Eliminado',
      AlertaEliminacion: true,
      DiasEliminacion: 5,
      DiasRestantes: 5,
      EliminadoPor: { id: t.director.sub, Nombre: t.director.name },
    });
    expect(deleted.NombreProyecto).toMatch(/^Ciclo \(eliminado \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\)$/);
    expect(deleted.FechaEliminacion).not.toBeNull();
    expect(ctx.admin.usage.get(`${t.companyId}:Revisiones`)).toBe(0);
    await ctx.fails(ctx.call(t.director, endpoints.remove, params), 409, errors.yaEliminado);

    const restored = await ctx.ok<ProyectoItem>(ctx.call(t.director, endpoints.restore, params));
    expect(restored).toMatchObject({
      NombreProyecto: 'Ciclo',
      Estado: 'Activo',
      AlertaEliminacion: false,
      DiasEliminacion: null,
      FechaEliminacion: null,
      EliminadoPor: null,
      DiasRestantes: null,
    });
    expect(ctx.admin.usage.get(`${t.companyId}:Revisiones`)).toBe(1);
    await ctx.fails(ctx.call(t.director, endpoints.restore, params), 409, errors.noEliminado);
    const history = await ctx.context.events.history(t.companyId, 'Proyecto', project.id, { limit: 10 });
    expect(history.items.map((event) => event.action)).toEqual(['restaurar', 'eliminar', 'crear']);
  });

  it('keeps the suffix on restore when the original name was taken meanwhile', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t, { NombreProyecto: 'Repetido' });
    const params = { companyId: t.companyId, projectId: project.id };
    const deleted = await ctx.ok<ProyectoItem>(ctx.call(t.director, endpoints.remove, params));
    await ctx.createProject(t, { NombreProyecto: 'repetido' });
    const restored = await ctx.ok<ProyectoItem>(ctx.call(t.director, endpoints.restore, params));
    expect(restored).toMatchObject({ Estado: 'Activo', NombreProyecto: deleted.NombreProyecto });
  });

  it('restores only within the quota (¡Has sobrepasado el límite de revisiones activas!)', async () => {
    const t = ctx.createCompany({ Revisiones: { Activado: true, LimiteRevisiones: 1, RevisionesUsados: 0, LimiteUsuarios: 10, UsuariosUsados: 0 } });
    const first = await ctx.createProject(t, { NombreProyecto: 'Primero' });
    await ctx.ok(ctx.call(t.director, endpoints.remove, { companyId: t.companyId, projectId: first.id }));
    // The freed place is taken by a new project: the deleted one cannot come back.
    await ctx.createProject(t, { NombreProyecto: 'Segundo' });
    await ctx.fails(ctx.call(t.director, endpoints.restore, { companyId: t.companyId, projectId: first.id }), 409, errors.limiteRestaurar);
    const stored = await ctx.app.db.collection('Proyectos').findOne({ _id: new Types.ObjectId(first.id) });
    expect(stored?.Estado).toBe('Eliminado');
  });

  it('refuses edits below a deleted project', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const params = { companyId: t.companyId, projectId: project.id };
    await ctx.ok(ctx.call(t.director, endpoints.remove, params));
    await ctx.fails(ctx.call(t.director, endpoints.update, params, { body: { NombreProyecto: 'Nuevo' } }), 404, errors.noExiste);
  });
});

describe('responsibles', () => {
  it("'Elige al responsable' sets the shown responsible among users with the Revisiones flag", async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const params = { companyId: t.companyId, projectId: project.id };
    const chosen = await ctx.ok<ProyectoItem>(ctx.call(t.director, endpoints.setResponsable, params, { body: { userId: t.responsable.id } }));
    expect(chosen.Responsable).toMatchObject({ id: t.responsable.id, NombreCompleto: 'Rosa Responsable', Cargo: 'Jefe de obra' });
    const sinFlag = ctx.admin.addUser(t.companyId, { Revisiones: false });
    await ctx.fails(ctx.call(t.director, endpoints.setResponsable, params, { body: { userId: sinFlag.id } }), 400, errors.responsableInvalido);
  });

  it("'Asignar responsables' takes only users with the Revisiones flag and decides who of the company users sees the project", async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const params = { companyId: t.companyId, projectId: project.id };
    const sinFlag = ctx.admin.addUser(t.companyId, { Revisiones: false });
    await ctx.fails(
      ctx.call(t.director, endpoints.setResponsables, params, { body: { Responsables: [t.usuarioUser.id, sinFlag.id] } }),
      400,
      errors.responsableInvalido,
    );
    expect((await list(t, {}, t.usuario)).total).toBe(0);
    const shared = await ctx.ok<ProyectoItem>(
      ctx.call(t.director, endpoints.setResponsables, params, { body: { Responsables: [t.usuarioUser.id, t.usuarioUser.id] } }),
    );
    expect(shared.Responsables).toEqual([t.usuarioUser.id]);
    expect((await list(t, {}, t.usuario)).total).toBe(1);
    await ctx.ok(ctx.call(t.director, endpoints.setResponsables, params, { body: { Responsables: [] } }));
    expect((await list(t, {}, t.usuario)).total).toBe(0);
  });

  it('lists the users the dialogs offer: not deleted, with the Revisiones flag, by name', async () => {
    const t = ctx.createCompany();
    ctx.admin.addUser(t.companyId, { Nombre: 'Zoe', Revisiones: false });
    ctx.admin.addUser(t.companyId, { Nombre: 'Borrada', Deleted: true });
    const users = UsuariosRevisiones.parse(await ctx.ok(ctx.call(t.director, endpoints.usuarios, { companyId: t.companyId })));
    expect(users.items.map((u) => u.NombreCompleto)).toEqual(['Diana Directora', 'Rosa Responsable', 'Ulises Usuario']);
    await ctx.fails(ctx.call(t.usuario, endpoints.usuarios, { companyId: t.companyId }), 403, common.forbidden);
  });
});
