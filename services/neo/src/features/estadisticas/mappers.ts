import type { EstadoRespuestaOT, NeoDesviacionFila } from '@insp/contracts/neo';

/** A deviation row from its counts per state: Desviacion = round(Rechazadas*100/(Aprobadas+Rechazadas)). */
export function fila(clave: string, Nombre: string, states: Map<EstadoRespuestaOT, number> | undefined): NeoDesviacionFila {
  const of = (estado: EstadoRespuestaOT) => states?.get(estado) ?? 0;
  const Aprobadas = of('Aprobado');
  const Rechazadas = of('Rechazado');
  const NoAplica = of('No Aplica');
  const Pendientes = of('Pendiente');
  const Bloqueadas = of('Bloqueado');
  const juzgadas = Aprobadas + Rechazadas;
  return {
    clave,
    Nombre,
    Aprobadas,
    Rechazadas,
    NoAplica,
    Pendientes,
    Bloqueadas,
    Total: Aprobadas + Rechazadas + NoAplica + Pendientes + Bloqueadas,
    Desviacion: juzgadas > 0 ? Math.round((Rechazadas * 100) / juzgadas) : 0,
  };
}

/** The rows summed. */
export function totalDe(filas: NeoDesviacionFila[], Nombre: string): NeoDesviacionFila {
  const sum = (field: 'Aprobadas' | 'Rechazadas' | 'NoAplica' | 'Pendientes' | 'Bloqueadas') => filas.reduce((total, row) => total + row[field], 0);
  const states = new Map<EstadoRespuestaOT, number>([
    ['Aprobado', sum('Aprobadas')],
    ['Rechazado', sum('Rechazadas')],
    ['No Aplica', sum('NoAplica')],
    ['Pendiente', sum('Pendientes')],
    ['Bloqueado', sum('Bloqueadas')],
  ]);
  return fila('total', Nombre, states);
}
