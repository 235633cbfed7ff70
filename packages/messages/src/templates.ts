/** Checklist-review templates, work-order lists of checks and parameters (spec 000 §2, §5, §8). */
export const checklists = {
  nombreRequired: 'Nombre requerido',
  exists: 'Ya existe un checklist con ese nombre',
  created: 'Hemos creado el checklist.',
  /** §8 success text kept for the front end ('Crear Cheklist' from a company tab); the API answers `created`. */
  addedAlt: 'Checklist Agregado Correctamente',
  /** A place added to a checklist ('Agregar Recinto'): the catalogue's 'Recinto agregado'. */
  recintoAdded: 'Recinto agregado',
  /** Not in the spec. */
  updated: 'Checklist actualizado.',
  /** Not in the spec. */
  deleted: 'Checklist eliminado.',
  /** A place of the same name (case and accents ignored) already is in the checklist (§5 recinto text). */
  recintoExists: '¡El recinto ya existe!',
  recintoDeleted: 'Recinto eliminado',
  /** Not in the spec: the place addressed is not in the checklist. */
  recintoNotFound: '¡Se intentó modificar un recinto que no existe!',
  subcontratoNotFound: '¡Se intentó modificar un subcontrato que no existe!',
  errorTipoNotFound: '¡Se intentó modificar un error tipo que no existe!',
  errorTipoExists: '¡El error tipo ya existe!',
  errorTipoCreated: 'Error tipo creado.',
  /** Not in the spec. */
  errorTipoUpdated: 'Error tipo actualizado.',
  /** Not in the spec. */
  errorTipoDeleted: 'Error tipo eliminado.',
  /** Not in the spec: the checklist addressed does not exist in the company. */
  notFound: 'No encontramos el checklist.',
  subcontratosAdded: 'Subcontrato agregado.',
  subcontratoDeleted: 'Subcontrato eliminado.',
  noSubcontratoSelected: 'Ningun subcontrato seleccionado',
  loadFailed: 'Ha ocurrido un error al obtener el checklists',
  /** Not in the spec: the bounds of a template (contracts TEMPLATE_LIMITS, docs/limits.md). */
  tooMany: (max: number) => `La empresa ya tiene ${max} checklists, el máximo permitido.`,
  recintosTooMany: (max: number) => `Un checklist admite hasta ${max} recintos.`,
  subcontratosTooMany: (max: number) => `Un recinto admite hasta ${max} subcontratos.`,
  erroresTooMany: (max: number) => `Un subcontrato admite hasta ${max} errores tipo.`,
} as const;

export const listas = {
  /** Template name required (§5). */
  nombreRequired: 'Este campo es requerido',
  /** 'Checklist Nombre' / category / question required (§5 'Requerido'). */
  required: 'Requerido',
  exists: (name: string) => `Ya existe una lista con el nombre ${name}.`,
  categoryExists: 'Ya existe una categoría con este nombre.',
  /** §5's second category text: a category repeated inside the same request body. */
  categoryRepeated: 'Esta categoría ya existe.',
  questionExists: 'Ya existe esta pregunta.',
  defaultCategory: 'Preguntas sin subtítulo',
  tipos: ['Obra Gruesa', 'Terminaciones'] as const,
  created: 'Creamos la lista de chequeo.',
  updated: 'Actualizamos la lista de chequeo.',
  deleted: 'Eliminamos la lista de chequeo.',
  notFound: 'No encontramos la lista de chequeo.',
  noId: 'La lista de chequeo no contiene ID.',
  idNotFound: 'No encontramos el id de la lista de chequeo.',
  failed: 'Ha ocurrido un error.',
  /** Not in the spec: a list of checks is saved with at least one question. */
  preguntaRequired: 'La lista de chequeo necesita al menos una pregunta.',
  /** Not in the spec: a category left without questions is refused rather than saved empty. */
  categoryEmpty: (categoria: string) => `La categoría ${categoria} no tiene preguntas: agrega una o quítala.`,
  /** Not in the spec: the bounds of a list of checks (contracts LISTA_LIMITS, docs/limits.md). */
  tooMany: (max: number) => `La empresa ya tiene ${max} listas de chequeo, el máximo permitido.`,
  tooManyCategories: (max: number) => `Una lista de chequeo admite hasta ${max} categorías.`,
  tooManyQuestions: (max: number) => `Una lista de chequeo admite hasta ${max} preguntas.`,
  questionTooLong: (max: number) => `Cada pregunta admite hasta ${max} caracteres.`,
  categoryTooLong: (max: number) => `El nombre de la categoría admite hasta ${max} caracteres.`,
  nombreTooLong: (max: number) => `El nombre admite hasta ${max} caracteres.`,
} as const;

export const parametrosOT = {
  nombreRequired: 'Nombre requerido',
  exists: (p: string, company: string) => `El parámetro ${p} ya existe en ${company}.`,
  added: (p: string, company: string) => `Hemos agregado ${p} a ${company}.`,
  removed: (p: string, company: string) => `Hemos quitado ${p} de ${company}.`,
  updated: (p: string, company: string) => `Hemos actualizado ${p} de ${company}.`,
  /** Not in the spec: the parameter to change or remove is not in the list. */
  notFound: (p: string, company: string) => `El parámetro ${p} no existe en ${company}.`,
  /** Not in the spec: the bound of one parameter's values (contracts LISTA_LIMITS, docs/limits.md). */
  tooMany: (max: number) => `Un parámetro admite hasta ${max} valores.`,
  nombreTooLong: (max: number) => `El valor admite hasta ${max} caracteres.`,
} as const;
