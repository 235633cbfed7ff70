import type { InternalCompanyFull, InternalUser, ListaChequeo } from '@insp/contracts';
import { fakeUser } from '@insp/module-service/fakes';
import { Types } from 'mongoose';

export const newId = () => new Types.ObjectId().toHexString();

/** A company checklist template with `categorias` × `preguntas` questions. */
export function lista(Nombre: string, Tipo: ListaChequeo['Tipo'], categorias: number, preguntas: number): ListaChequeo {
  return {
    Id: newId(),
    Nombre,
    Tipo,
    Preguntas: Array.from({ length: categorias }, (_, c) => ({
      Categoria: `Categoría ${c + 1}`,
      Preguntas: Array.from({ length: preguntas }, (_, p) => `Pregunta ${c + 1}.${p + 1}`),
    })),
    FechaCreacion: new Date().toISOString(),
    TotalRespuestas: 0,
    Cantidad: 0,
    TotalEspacios: 0,
    EspaciosCompletados: 0,
  };
}

/** A bench user of the company (surname 'Bench'). */
export const benchUser = (companyId: string, Nombre: string, tipoUsuario: InternalUser['tipoUsuario']): InternalUser =>
  fakeUser(companyId, { Nombre, Apellido: 'Bench', Cargo: 'Inspector', Email: `${Nombre.toLowerCase()}@bench.cl`, tipoUsuario });

/** The NEO benches' company: every module on, the OT parameters, the given checklist templates. */
export function benchCompany(companyId: string, ListasDeChequeo: ListaChequeo[]): InternalCompanyFull {
  const base = { Activado: true, LimiteUsuarios: 10, UsuariosUsados: 0 };
  return {
    id: companyId,
    Nombre: 'Constructora Bench',
    Rut: '76.086.428-5',
    LimiteFotos: 2,
    PiePagina: 'Constructora Bench',
    ZonaHoraria: 'America/Santiago',
    Activado: true,
    FechaEliminacion: null,
    Revisiones: { ...base, LimiteRevisiones: 5, RevisionesUsados: 0 },
    CheckList: { ...base, LimiteCheckList: 5, CheckListUsados: 0 },
    ChecklistsOT: { ...base, LimiteProyectos: 5, ProyectosUsados: 0 },
    Almacenamiento: { Limite: 5 * 1024 ** 3, Usados: { Revisiones: 0, Checklist: 0, ChecklistsOT: 0 } },
    Catalogos: { sectores: [], recintos: [], subcontratos: [], prioridades: [], cargos: [] },
    ParametrosOT: {
      unidades: ['Departamento'],
      pasillos: ['Pasillo 1', 'Pasillo 2'],
      sectores: ['Norte', 'Sur', 'Oriente'],
      recintos: ['Living', 'Cocina', 'Baño'],
      elementos: ['Muro', 'Losa', 'Viga', 'Pilar'],
      otros: ['Fachada'],
    },
    ListasDeChequeo,
    Checklists: [],
  };
}
