import type { NeoProyecto } from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';

const s = neoScreens.proyectos.estados;

/** The lifecycle state of a project (§4) as the screens name it. */
export function estadoProyecto(p: Pick<NeoProyecto, 'Eliminado' | 'ProyectoIniciado' | 'ProyectoFinalizado'>): string {
  if (p.Eliminado) return s.eliminado;
  if (p.ProyectoIniciado) return s.iniciado;
  if (p.ProyectoFinalizado) return s.finalizado;
  return s.noIniciado;
}
