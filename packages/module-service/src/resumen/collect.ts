import type { InternalCompanyFull, ModuleService } from '@insp/contracts';
import type { ResumenEnlacePortal, ResumenModulo, ResumenSubcontrato, ResumenUsuario } from '@insp/contracts/resumenes';
import { nameKey } from '@insp/domain';

import type { ResumenProvider } from './provider.ts';
import { Secciones, SECCIONES_SUBCONTRATO, SECCIONES_USUARIO } from './sections.ts';

export interface CollectInput {
  modulo: ModuleService;
  companyId: string;
  company: InternalCompanyFull | null;
  desde: Date;
  hasta: Date;
  provider: ResumenProvider | null;
  /** Open portal links by `<projectId>:<nameKey(subcontract)>`, given the projects (id → name). */
  portalLinks?: (proyectos: ReadonlyMap<string, string>) => Promise<Map<string, ResumenEnlacePortal>>;
}

interface SubcontratoGroup {
  nombre: string;
  secciones: Secciones;
  proyectos: Set<string>;
}

/**
 * The module's digest of a company: every project's items, grouped per subcontract (matched to the
 * company's Subcontratos catalogue by name, case and accents ignored) and per responsible user.
 * Subcontracts and users with nothing are left out.
 */
export async function collectResumen(input: CollectInput): Promise<ResumenModulo> {
  const { provider, companyId, desde, hasta } = input;
  const answer: ResumenModulo = { modulo: input.modulo, desde: desde.toISOString(), hasta: hasta.toISOString(), subcontratos: [], usuarios: [] };
  if (!provider) return answer;
  const subcontratos = new Map<string, SubcontratoGroup>();
  const usuarios = new Map<string, Secciones>();
  const proyectos = await provider.proyectos(companyId);
  for (const proyecto of proyectos) {
    for await (const { item, subcontrato, tipos } of provider.items({ companyId, desde, hasta }, proyecto)) {
      if (tipos.length === 0) continue;
      if (subcontrato) {
        const key = nameKey(subcontrato);
        let group = subcontratos.get(key);
        if (!group) {
          group = { nombre: subcontrato, secciones: new Secciones(SECCIONES_SUBCONTRATO), proyectos: new Set() };
          subcontratos.set(key, group);
        }
        group.secciones.add(item, tipos);
        if (tipos.some((tipo) => SECCIONES_SUBCONTRATO.includes(tipo))) group.proyectos.add(proyecto.id);
      }
      for (const userId of new Set(proyecto.miembros)) {
        let secciones = usuarios.get(userId);
        if (!secciones) {
          secciones = new Secciones(SECCIONES_USUARIO);
          usuarios.set(userId, secciones);
        }
        secciones.add(item, tipos);
      }
    }
  }

  const catalogo = new Map((input.company?.Catalogos.subcontratos ?? []).map((s) => [nameKey(s.Nombre), s]));
  const links = subcontratos.size > 0 && input.portalLinks ? await input.portalLinks(new Map(proyectos.map((p) => [p.id, p.nombre]))) : new Map();
  for (const [key, group] of subcontratos) {
    const secciones = group.secciones.list();
    if (secciones.length === 0) continue;
    const item = catalogo.get(key);
    const enlacesPortal = [...group.proyectos].flatMap((proyectoId) => {
      const link = links.get(`${proyectoId}:${key}`);
      return link ? [link] : [];
    });
    const entry: ResumenSubcontrato = { subcontratoId: item?.id ?? null, nombre: item?.Nombre ?? group.nombre, secciones, enlacesPortal };
    answer.subcontratos.push(entry);
  }
  for (const [userId, group] of usuarios) {
    const secciones = group.list();
    if (secciones.length > 0) answer.usuarios.push({ userId, secciones } satisfies ResumenUsuario);
  }
  answer.subcontratos.sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  return answer;
}
