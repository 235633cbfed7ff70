import type { NeoFirma, NeoRespuesta } from '@insp/contracts/neo';

import type { FirmaOTDoc, RespuestaOTDoc } from '../../shared/documents.ts';

export function toNeoRespuesta(doc: RespuestaOTDoc): NeoRespuesta {
  return {
    id: doc._id.toHexString(),
    revisorId: doc.revisorId.toHexString(),
    NombreRevisor: doc.NombreRevisor,
    categoria: doc.categoria,
    pregunta: doc.pregunta,
    Categoria: doc.Categoria,
    Pregunta: doc.Pregunta,
    slot: doc.slot,
    Estado: doc.Estado,
    Comentario: doc.Comentario,
    Foto: doc.Foto ? doc.Foto.toHexString() : null,
    Fecha: doc.Fecha.toISOString(),
  };
}

export function toNeoFirma(doc: FirmaOTDoc): NeoFirma {
  return { revisorId: doc.revisorId.toHexString(), Firmante: doc.Firmante, Fecha: doc.Fecha.toISOString(), fileId: doc.fileId.toHexString() };
}

/** The bytes of a data URL (the schema already checked its shape). */
export function dataUrlBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
