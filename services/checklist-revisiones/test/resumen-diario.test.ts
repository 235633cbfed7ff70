import { ResumenModulo } from '@insp/contracts/resumenes';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const internal = { 'x-internal-token': ctx.config.internalToken };
const DAY_MS = 24 * 60 * 60_000;

const resumen = async (companyId: string, desde: Date, hasta: Date) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/internal/companies/${companyId}/resumen?desde=${desde.toISOString()}&hasta=${hasta.toISOString()}`,
    headers: internal,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ResumenModulo.parse(response.json());
};
const numeros = (seccion: { items: { numero: number }[] } | undefined) => (seccion?.items ?? []).map((item) => item.numero).sort((a, b) => a - b);
const Respuestas = () => ctx.app.db.collection('RespuestasErrorestipos');

describe('GET /internal/companies/:companyId/resumen (checklist-revisiones)', () => {
  it("answers the answers 'Por Resolver' per subcontract of the catalogue and per responsible user, new ones apart, fixes to the users", async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const burbujas = h.errorParams('Cocina', 'Pintura', 'Burbujas');
    const canteria = h.errorParams('Baño', 'Cerámica', 'Cantería');
    await ctx.capture(h.director, manchas); // 1: new
    const vieja = await ctx.capture(h.director, burbujas); // 2: 3 days old
    await ctx.capture(h.director, canteria, { Estado: 'Resuelto' }); // 3: resolved, left out
    const corregida = await ctx.capture(h.director, canteria); // 4: 5 days old, fix reported
    await Respuestas().updateOne({ _id: new Types.ObjectId(vieja.id) }, { $set: { FechaCreacion: new Date(Date.now() - 3 * DAY_MS) } });
    await Respuestas().updateOne(
      { _id: new Types.ObjectId(corregida.id) },
      { $set: { FechaCreacion: new Date(Date.now() - 5 * DAY_MS), correccion: { estado: 'Informada', comentario: 'Listo', fotos: [] } } },
    );

    const hasta = new Date(Date.now() + 60_000);
    const body = await resumen(h.companyId, new Date(hasta.getTime() - 60 * 60_000), hasta);
    expect(body.modulo).toBe('checklist-revisiones');
    const catalogo = (nombre: string) => h.company.Catalogos.subcontratos.find((s) => s.Nombre === nombre)?.id;
    expect(body.subcontratos.map((s) => [s.nombre, s.subcontratoId, s.secciones.map((x) => [x.tipo, numeros(x)])])).toEqual([
      ['Cerámica', catalogo('Cerámica'), [['porResolver', [4]]]],
      [
        'Pintura',
        catalogo('Pintura'),
        [
          ['nuevos', [1]],
          ['porResolver', [2]],
        ],
      ],
    ]);
    const pintura = body.subcontratos.find((s) => s.nombre === 'Pintura');
    expect(pintura?.secciones[0]?.items[0]).toMatchObject({
      proyectoId: h.projectId,
      estado: 'Por Resolver',
      ubicacion: `${h.revision.Nombre} / ${h.listado.Nombre} / Baño / Manchas`,
      enlace: `/administrador/checklist-proyectos/${h.projectId}/observaciones`,
    });
    const usuario = body.usuarios.find((u) => u.userId === h.usuarioUser.id);
    expect(usuario?.secciones.map((x) => [x.tipo, numeros(x)])).toEqual([
      ['nuevos', [1]],
      ['correcciones', [4]],
      ['porResolver', [2, 4]],
    ]);
    // another company sees none of it
    const other = ctx.createCompany();
    expect(await resumen(other.companyId, new Date(hasta.getTime() - 60 * 60_000), hasta)).toMatchObject({ subcontratos: [], usuarios: [] });
  });
});
