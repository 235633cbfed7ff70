/** Texts of the shared components in @insp/ui (tables, dialogs). */
export const ui = {
  accept: 'Aceptar',
  cancel: 'Cancelar',
  emptyList: 'Nada Aun',
  /** Not in the spec: table pagination labels (the original's MUI defaults, in Spanish). */
  rowsPerPage: 'Filas por página',
  displayedRows: (from: number, to: number, count: number) => `${from}-${to} de ${count}`,
  previousPage: 'Ir a la página anterior',
  nextPage: 'Ir a la página siguiente',
  loading: 'Cargando…',
  /** 'Ha ocurrido un error.' is the generic error of spec 000 §8. */
  loadFailed: 'Ha ocurrido un error.',
  close: 'Cerrar',
  /** Not in the spec: the accessible name of breadcrumb trails (issue 16 §4). */
  breadcrumbs: 'Ruta de navegación',
  /** Not in the spec: what a screen reader hears for the selection column of a table. */
  selection: 'Selección',
  /** Not in the spec: the full-size photo viewer of every screen that shows photos (issue 19 §3). */
  photoViewer: {
    /** Its position among the item's photos; also the dialog's accessible name. */
    position: (n: number, total: number) => `Foto ${n} de ${total}`,
    /** The same for signatures (NEO 'Ver respuestas'). */
    signaturePosition: (n: number, total: number) => `Firma ${n} de ${total}`,
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    fit: 'Ajustar a la pantalla',
    close: 'Cerrar',
    failed: 'No se pudo cargar la foto.',
  },
} as const;
