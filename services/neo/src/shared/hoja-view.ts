import type { InsigniaHojaOT, NeoHoja } from '@insp/contracts/neo';
import { oid } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import { collections } from './collections.ts';
import type { FirmaOTDoc, HojaOTDoc, RespuestaOTDoc } from './documents.ts';

/** The sheet figures that come from its answers and signatures. */
export interface HojaMarks {
  /** Questions ('categoria:pregunta') some reviewer rejected in both slots. */
  malas: Set<string>;
  /** Reviewers with a 'Bloqueado' (No revisa) answer. */
  bloqueados: Set<string>;
  /** Reviewer → when they signed. */
  firmas: Map<string, Date>;
}

/**
 * The marks of a set of sheets in two round trips: the rejected and blocked answers (few) and the
 * signatures (at most 6 per sheet). Used by the sheets list, the sheet detail, the phone page and the documents.
 */
export async function hojaMarks(db: Connection, companyId: string, hojas: Pick<HojaOTDoc, '_id'>[]): Promise<Map<string, HojaMarks>> {
  const result = new Map<string, HojaMarks>();
  if (hojas.length === 0) return result;
  const ids = hojas.map((hoja) => hoja._id);
  for (const id of ids) result.set(id.toHexString(), { malas: new Set(), bloqueados: new Set(), firmas: new Map() });
  const tenant = oid(companyId);
  const [marked, firmas] = await Promise.all([
    db
      .collection<RespuestaOTDoc>(collections.respuestas)
      .find(
        { companyId: tenant, hojaId: { $in: ids }, Estado: { $in: ['Rechazado', 'Bloqueado'] } },
        { projection: { hojaId: 1, revisorId: 1, categoria: 1, pregunta: 1, slot: 1, Estado: 1 } },
      )
      .toArray(),
    db
      .collection<FirmaOTDoc>(collections.firmas)
      .find({ companyId: tenant, hojaId: { $in: ids } }, { projection: { hojaId: 1, revisorId: 1, Fecha: 1 } })
      .toArray(),
  ]);
  const rejectedSlots = new Map<string, number>();
  for (const answer of marked) {
    const marks = result.get(answer.hojaId.toHexString());
    if (!marks) continue;
    if (answer.Estado === 'Bloqueado') {
      marks.bloqueados.add(answer.revisorId.toHexString());
      continue;
    }
    const question = `${answer.categoria}:${answer.pregunta}`;
    const key = `${answer.hojaId.toHexString()}|${answer.revisorId.toHexString()}|${question}`;
    const slots = (rejectedSlots.get(key) ?? 0) + 1;
    rejectedSlots.set(key, slots);
    if (slots >= 2) marks.malas.add(question);
  }
  for (const firma of firmas) result.get(firma.hojaId.toHexString())?.firmas.set(firma.revisorId.toHexString(), firma.Fecha);
  return result;
}

/** §2 badge: yellow without a final date; red when some question was rejected in both slots; else green. */
export function insigniaOf(hoja: Pick<HojaOTDoc, 'FechaRevisionFinal'>, malas: number): InsigniaHojaOT {
  if (!hoja.FechaRevisionFinal) return 'amarillo';
  return malas > 0 ? 'rojo' : 'verde';
}

const EMPTY: HojaMarks = { malas: new Set(), bloqueados: new Set(), firmas: new Map() };

/** A stored sheet as the screens show it. */
export function toNeoHoja(hoja: HojaOTDoc, marks: HojaMarks = EMPTY): NeoHoja {
  return {
    id: hoja._id.toHexString(),
    projectId: hoja.projectId.toHexString(),
    checklistId: hoja.checklistId.toHexString(),
    asignadoId: hoja.asignadoId.toHexString(),
    Numero: hoja.Numero,
    Tipo: hoja.Tipo,
    Unidades: hoja.Unidades,
    Aporte: hoja.CantidadEspacio > 0 ? Math.round((hoja.Unidades * 100) / hoja.CantidadEspacio) : 0,
    Estado: hoja.Estado,
    Insignia: insigniaOf(hoja, marks.malas.size),
    PreguntasMalas: marks.malas.size,
    FechaCreacion: hoja.FechaCreacion.toISOString(),
    FechaRevisionFinal: hoja.FechaRevisionFinal ? hoja.FechaRevisionFinal.toISOString() : null,
    NombreEspacio: hoja.NombreEspacio,
    NombreChecklist: hoja.NombreChecklist,
    PlanoRevisor: hoja.PlanoRevisor,
    Elemento: hoja.Elemento,
    Ubicacion: hoja.Ubicacion,
    Modo: hoja.Modo,
    Sector: hoja.Sector,
    Recinto: hoja.Recinto,
    Pasillo: hoja.Pasillo,
    Otro: hoja.Otro,
    Revisores: hoja.Revisores.map((revisor) => {
      const id = revisor.id.toHexString();
      const firma = marks.firmas.get(id);
      return {
        id,
        NombreRevisor: revisor.NombreRevisor,
        Bloqueado: marks.bloqueados.has(id),
        Firmado: firma !== undefined,
        FechaFirma: firma ? firma.toISOString() : null,
      };
    }),
  };
}
