import { type FirmaOTDoc, type HojaOTDoc, parametroDeHoja, type RespuestaOTDoc } from '@insp/service-neo/src/shared/documents.ts';
import { Types } from 'mongoose';

type Revisor = HojaOTDoc['Revisores'][number];

/** The parents every document below a sheet carries. */
const bajo = (sheet: HojaOTDoc) => ({
  companyId: sheet.companyId,
  projectId: sheet.projectId,
  checklistId: sheet.checklistId,
  asignadoId: sheet.asignadoId,
  hojaId: sheet._id,
});

/** Answer `q` (category q % 2, question q, slot 1) of a reviewer of a bench sheet, as the service stores it. */
export function answerOf(sheet: HojaOTDoc, reviewer: Revisor, q: number, Estado: RespuestaOTDoc['Estado'], Comentario = ''): RespuestaOTDoc {
  const categoria = q % 2;
  return {
    _id: new Types.ObjectId(),
    ...bajo(sheet),
    espacioId: sheet.espacioId,
    revisorId: reviewer.id,
    NombreRevisor: reviewer.NombreRevisor,
    categoria,
    pregunta: q,
    Categoria: `Categoría ${categoria + 1}`,
    Pregunta: `Pregunta ${categoria + 1}.${q + 1}`,
    slot: 1,
    Estado,
    Comentario,
    Foto: null,
    Fecha: sheet.FechaCreacion,
    Tipo: sheet.Tipo,
    Sector: sheet.Sector,
    Parametro: parametroDeHoja(sheet),
    createdAt: sheet.FechaCreacion,
  };
}

/** A reviewer's signature of a bench sheet (its image `fileId`), as the service stores it. */
export function firmaOf(sheet: HojaOTDoc, reviewer: Revisor, fileId: Types.ObjectId): FirmaOTDoc {
  return {
    _id: new Types.ObjectId(),
    ...bajo(sheet),
    revisorId: reviewer.id,
    Firmante: reviewer.NombreRevisor,
    Fecha: sheet.FechaCreacion,
    fileId,
    createdAt: sheet.FechaCreacion,
  };
}
