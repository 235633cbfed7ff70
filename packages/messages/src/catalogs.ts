/**
 * Catalogues (global 'Mantenedores' and each company's copies), spec 000 §5 and §8.
 *
 * Which duplicate text goes with which catalogue (§5 lists '¡…!' texts, §8 the short ones):
 * - global catalogues (Mantenedores) answer the §5 texts: '¡El sector ya existe!', '¡El recinto ya
 *   existe!', '¡El subcontrato ya existe!', '¡El error tipo ya existe!', '¡Este cargo ya existe!',
 *   'Prioridad ya existe' (the only Prioridad text);
 * - company copies answer the §8 texts where §8 has one ('Sector ya existe', 'Cargo ya existe',
 *   'Prioridad ya existe') and the §5 text otherwise (recinto, subcontrato, error tipo).
 * Not-found texts ('¡Se intentó modificar … que no existe!') are the same for both; prioridad has
 * none in the spec, so its text is ours.
 */
export type CatalogName = 'sectores' | 'recintos' | 'subcontratos' | 'prioridades' | 'cargos' | 'erroresTipo';

interface CatalogTexts {
  duplicateGlobal: string;
  duplicateCompany: string;
  notFound: string;
  created: string;
  updated: string;
  deleted: string;
}

export const catalogs = {
  nombreRequired: 'Nombre requerido',
  /** Not in the spec: names longer than 255 characters. */
  nombreTooLong: 'El nombre no puede superar 255 caracteres.',
  /** Not in the spec: a global Recinto's Responsable given without a name. */
  responsableRequired: 'Nombre completo del responsable requerido',
  empty: 'Nada Aun',
  active: 'Activo',
  inactive: 'Inactivo',
  byKind: {
    sectores: {
      duplicateGlobal: '¡El sector ya existe!',
      duplicateCompany: 'Sector ya existe',
      notFound: '¡Se intentó modificar un sector que no existe!',
      created: 'Sector agregado',
      updated: 'Sector actualizado',
      deleted: 'Sector eliminado',
    },
    recintos: {
      duplicateGlobal: '¡El recinto ya existe!',
      duplicateCompany: '¡El recinto ya existe!',
      notFound: '¡Se intentó modificar un recinto que no existe!',
      created: 'Recinto agregado',
      updated: 'Recinto actualizado',
      deleted: 'Recinto eliminado',
    },
    subcontratos: {
      duplicateGlobal: '¡El subcontrato ya existe!',
      duplicateCompany: '¡El subcontrato ya existe!',
      notFound: '¡Se intentó modificar un subcontrato que no existe!',
      created: 'Subcontrato agregado.',
      updated: 'Subcontrato actualizado.',
      deleted: 'Subcontrato eliminado.',
    },
    prioridades: {
      duplicateGlobal: 'Prioridad ya existe',
      duplicateCompany: 'Prioridad ya existe',
      /** Not in the spec. */
      notFound: '¡Se intentó modificar una prioridad que no existe!',
      created: 'Prioridad Agregada',
      updated: 'Prioridad actualizada',
      deleted: 'Prioridad Eliminada',
    },
    cargos: {
      duplicateGlobal: '¡Este cargo ya existe!',
      duplicateCompany: 'Cargo ya existe',
      notFound: '¡Se intentó modificar un cargo que no existe!',
      created: 'Cargo agregado',
      updated: 'Cargo actualizado',
      deleted: 'Cargo eliminado',
    },
    erroresTipo: {
      duplicateGlobal: '¡El error tipo ya existe!',
      duplicateCompany: '¡El error tipo ya existe!',
      notFound: '¡Se intentó modificar un error tipo que no existe!',
      created: 'Error tipo creado.',
      /** Not in the spec. */
      updated: 'Error tipo actualizado.',
      /** Not in the spec. */
      deleted: 'Error tipo eliminado.',
    },
  } satisfies Record<CatalogName, CatalogTexts>,
  addErrorTipoFailed: 'Ha ocurrido un error al Agregar el error tipo',
} as const;
