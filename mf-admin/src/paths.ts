import { buildHref } from '@insp/mf-kit';

/**
 * The route patterns of the admin remote. They live apart from the route table (routes.ts) because
 * the table loads the screens: a page importing the table would close an import cycle (table → lazy
 * page → table). The param names are the ones the screens read (`useParams().idEmpresa`, `.id`).
 */
const COMPANY = '/administrador/empresas/:idEmpresa';
const DIRECTOR_CHECKLISTS = '/administrador/checklist';

export const adminPaths = {
  empresas: '/administrador/empresas',
  empresaEditar: `${COMPANY}/edit`,
  empresaChecklists: `${COMPANY}/Checklists`,
  empresaRecintos: `${COMPANY}/Checklists/:checklistId/Recintos`,
  empresaSubcontratos: `${COMPANY}/Checklists/:checklistId/Recintos/:recintoId/Subcontratos`,
  detalles: '/administrador/empresa/detalles',
  sectores: '/administrador/empresa/sectores',
  recintos: '/administrador/empresa/recintos',
  subcontratos: '/administrador/empresa/subcontratos',
  prioridades: '/administrador/empresa/prioridades',
  checklists: DIRECTOR_CHECKLISTS,
  checklistRecintos: `${DIRECTOR_CHECKLISTS}/:checklistId/Recintos`,
  checklistSubcontratos: `${DIRECTOR_CHECKLISTS}/:checklistId/Recintos/:recintoId/Subcontratos`,
  mantenedores: '/mantenedores',
  erroresTipo: '/mantenedores/subcontratos/:id/errorestipo',
} as const;

/** Where a company's checklist pages start: the company in the path for the platform administrator, the director's own otherwise. */
export const checklistsBase = (companyId: string, isAdmin: boolean): string =>
  isAdmin ? buildHref(adminPaths.empresaChecklists, { idEmpresa: companyId }) : adminPaths.checklists;
