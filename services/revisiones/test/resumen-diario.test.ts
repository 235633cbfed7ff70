import { EnlacePortalCreado, enlacesPortalEndpoints } from '@insp/contracts/portal';
import { ResumenModulo } from '@insp/contracts/resumenes';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { type Hierarchy, observacionFixtures } from './observaciones-fixtures.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const fx = observacionFixtures(ctx);
const internal = { 'x-internal-token': ctx.config.internalToken };

const resumen = async (companyId: string, desde: Date, hasta: Date, headers: Record<string, string> = internal) =>
  ctx.app.inject({ method: 'GET', url: `/internal/companies/${companyId}/resumen?desde=${desde.toISOString()}&hasta=${hasta.toISOString()}`, headers });

const numeros = (seccion: { items: { numero: number }[] } | undefined) => (seccion?.items ?? []).map((item) => item.numero).sort((a, b) => a - b);

/**
 * A project (Por Vencer after 10 days, overdue after 20) whose Responsable is the company user:
 * Pintura N°1 new, N°2 12 days old (Por Vencer), N°4 3 days old with a fix reported; Cerámica N°3 25 days
 * old (overdue, 'Por Resolver'), N°5 25 days old but resolved.
 */
async function scenario(): Promise<{ h: Hierarchy; ids: string[] }> {
  const h = await ctx.createHierarchy();
  const now = new Date();
  const nuevo = await fx.captured(h, { Subcontrato: 'Pintura' });
  const porVencer = await fx.captured(h, { Subcontrato: 'Pintura' });
  await fx.setCreatedAt(porVencer.id, fx.daysAgo(12, now));
  const vencida = await fx.captured(h, { Subcontrato: 'Cerámica', ErrorTipo: 'Nivel' });
  await fx.setCreatedAt(vencida.id, fx.daysAgo(25, now));
  const corregida = await fx.captured(h, { Subcontrato: 'Pintura' });
  await fx.setCreatedAt(corregida.id, fx.daysAgo(3, now));
  await fx
    .Observaciones()
    .updateOne({ _id: new Types.ObjectId(corregida.id) }, { $set: { correccion: { estado: 'Informada', comentario: 'Listo', fotos: [] } } });
  const resuelta = await fx.captured(h, { Subcontrato: 'Cerámica', ErrorTipo: 'Nivel' });
  await fx.Observaciones().updateOne({ _id: new Types.ObjectId(resuelta.id) }, { $set: { CreatedAt: fx.daysAgo(25, now), Resuelta: now } });
  return { h, ids: [nuevo.id, porVencer.id, vencida.id, corregida.id, resuelta.id] };
}

describe('GET /internal/companies/:companyId/resumen (revisiones)', () => {
  it('answers per subcontract of the catalogue its new, Por Vencer and Por Resolver observations, with a console link', async () => {
    const { h } = await scenario();
    const hasta = new Date(Date.now() + 60_000);
    const response = await resumen(h.companyId, new Date(hasta.getTime() - 60 * 60_000), hasta);
    expect(response.statusCode, response.body).toBe(200);
    const body = ResumenModulo.parse(response.json());
    expect(body.modulo).toBe('revisiones');
    expect(body.subcontratos.map((s) => s.nombre)).toEqual(['Cerámica', 'Pintura']);
    const pintura = body.subcontratos.find((s) => s.nombre === 'Pintura');
    const catalogo = h.company.Catalogos.subcontratos.find((s) => s.Nombre === 'Pintura');
    expect(pintura?.subcontratoId).toBe(catalogo?.id);
    expect(pintura?.secciones.map((s) => [s.tipo, s.total])).toEqual([
      ['nuevos', 1],
      ['porVencer', 1],
    ]);
    expect(pintura?.secciones[0]?.items[0]).toMatchObject({
      numero: 1,
      proyecto: h.project.NombreProyecto,
      proyectoId: h.projectId,
      estado: 'Observada',
      ubicacion: `${h.revision.Nombre} / ${h.listado.Nombre} / Torre A / Baño`,
      enlace: `/administrador/proyectos/${h.projectId}/observaciones`,
    });
    expect(pintura?.secciones[1]?.items[0]).toMatchObject({ numero: 2, estado: 'Por Vencer' });
    const ceramica = body.subcontratos.find((s) => s.nombre === 'Cerámica');
    expect(ceramica?.secciones.map((s) => [s.tipo, numeros(s)])).toEqual([['porResolver', [3]]]);
    expect(ceramica?.secciones[0]?.items[0]?.estado).toBe('Por Resolver');
    expect(pintura?.enlacesPortal).toEqual([]);
  });

  it("answers per responsible user their projects' new, due and overdue observations and the fixes waiting for them", async () => {
    const { h } = await scenario();
    const hasta = new Date(Date.now() + 60_000);
    const body = ResumenModulo.parse((await resumen(h.companyId, new Date(hasta.getTime() - 60 * 60_000), hasta)).json());
    // the company user is among the project's Encargados (createHierarchy shares it); the director is not a member
    const usuario = body.usuarios.find((u) => u.userId === h.usuarioUser.id);
    expect(usuario?.secciones.map((s) => [s.tipo, numeros(s)])).toEqual([
      ['nuevos', [1]],
      ['correcciones', [4]],
      ['porVencer', [2]],
      ['porResolver', [3]],
    ]);
    expect(body.usuarios.map((u) => u.userId)).not.toContain(h.director.sub);
  });

  it('leaves out what is not new in the window, another company and a deleted project; carries the open portal link', async () => {
    const { h } = await scenario();
    const other = await scenario();
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    // a window after the captures: nothing new, the rest still due
    const body = ResumenModulo.parse((await resumen(h.companyId, new Date(later.getTime() - 60_000), later)).json());
    const pintura = body.subcontratos.find((s) => s.nombre === 'Pintura');
    expect(pintura?.secciones.map((s) => s.tipo)).toEqual(['porVencer']);
    expect(body.subcontratos.flatMap((s) => s.secciones.flatMap((x) => x.items.map((i) => i.proyectoId)))).not.toContain(other.h.projectId);

    // the director shares the project with Pintura and with Cerámica; Cerámica's link is revoked, a second one expires
    const idOf = (nombre: string) => h.company.Catalogos.subcontratos.find((s) => s.Nombre === nombre)?.id ?? '';
    const share = async (nombre: string) =>
      EnlacePortalCreado.parse(await ctx.ok(ctx.call(h.director, enlacesPortalEndpoints.create, h.projectParams, { body: { subcontratoId: idOf(nombre) } })));
    const enlacePintura = await share('Pintura');
    const revocado = await share('Cerámica');
    await ctx.ok(ctx.call(h.director, enlacesPortalEndpoints.revoke, { ...h.projectParams, enlaceId: revocado.item.id }));
    const vencido = await share('Cerámica');
    await ctx.app.db.collection<{ _id: string }>('portal_enlaces').updateOne({ _id: vencido.item.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

    const withLinks = ResumenModulo.parse((await resumen(h.companyId, new Date(later.getTime() - 60_000), later)).json());
    expect(withLinks.subcontratos.find((s) => s.nombre === 'Pintura')?.enlacesPortal).toEqual([
      { proyectoId: h.projectId, proyecto: h.project.NombreProyecto, url: enlacePintura.url },
    ]);
    expect(withLinks.subcontratos.find((s) => s.nombre === 'Cerámica')?.enlacesPortal).toEqual([]);

    await ctx.app.db.collection('Proyectos').updateOne({ _id: new Types.ObjectId(h.projectId) }, { $set: { Estado: 'Eliminado' } });
    const deleted = ResumenModulo.parse((await resumen(h.companyId, new Date(later.getTime() - 60_000), later)).json());
    expect(deleted).toMatchObject({ subcontratos: [], usuarios: [] });
  });

  it('needs the internal token', async () => {
    const now = new Date();
    expect((await resumen(ctx.newObjectId(), now, now, {})).statusCode).toBe(401);
  });
});
