import type { NeoHojaDetail, NeoRespuesta } from '@insp/contracts/neo';

/** How many questions the sheet asks (every category's). */
export function totalPreguntas(hoja: Pick<NeoHojaDetail, 'Preguntas'>): number {
  return hoja.Preguntas.reduce((count, categoria) => count + categoria.Preguntas.length, 0);
}

/** Which list of the device queue holds a sheet's answers and signature (issue 19 §2). */
export const capturaScope = (hojaId: string) => `neo/hojas/${hojaId}`;

/**
 * How many questions of the sheet the reviewer answered, in either slot (the progress line 'N de M
 * preguntas'), counting the answers still waiting on the device (`enCola`).
 */
export function respondidas(
  hoja: Pick<NeoHojaDetail, 'Preguntas' | 'Respuestas'>,
  revisorId: string,
  enCola: ReadonlyArray<{ categoria: number; pregunta: number }> = [],
): number {
  const answered = new Set([...hoja.Respuestas.filter((a) => a.revisorId === revisorId), ...enCola].map((a) => `${a.categoria}:${a.pregunta}`));
  return hoja.Preguntas.reduce((count, categoria, ci) => count + categoria.Preguntas.filter((_p, pi) => answered.has(`${ci}:${pi}`)).length, 0);
}

/** The sheet with `answer` in place of the reviewer's earlier answer of the same slot (a save's result, without reloading the sheet). */
export function withAnswer<H extends Pick<NeoHojaDetail, 'Respuestas'>>(hoja: H, answer: NeoRespuesta): H {
  const same = (a: NeoRespuesta) =>
    a.revisorId === answer.revisorId && a.categoria === answer.categoria && a.pregunta === answer.pregunta && a.slot === answer.slot;
  return { ...hoja, Respuestas: [...hoja.Respuestas.filter((a) => !same(a)), answer] };
}
