/** The device capture queue (issue 19 §2): captures kept on the phone until the service has them. */
export const offline = {
  pendiente: 'Pendiente de envío',
  enviando: 'Enviando…',
  rechazada: 'Rechazada por el servicio',
  /** The app bar's count (aria-label and tooltip). */
  pendientes: (n: number) => (n === 1 ? '1 captura pendiente de envío' : `${n} capturas pendientes de envío`),
  titulo: 'Capturas pendientes de envío',
  ninguna: 'No hay capturas pendientes.',
  guardadaEnDispositivo: 'Sin conexión: la captura quedó guardada en este dispositivo y se enviará al volver la conexión.',
  enviarAhora: 'Enviar ahora',
  editar: 'Editar',
  descartar: 'Descartar',
  descartarConfirmar: '¿Descartar esta captura? Se perderán sus datos y fotos.',
  abrir: 'Abrir',
  foto: (n: number) => `Foto ${n}`,
  subiendoFoto: (n: number, pct: number) => `Foto ${n}: ${pct}%`,
  preparandoFoto: 'Preparando foto…',
  fotoIlegible: 'No se pudo leer la foto. Prueba con otra imagen.',
  sinEspacio: 'No hay espacio en el dispositivo para guardar la captura.',
  editando: 'Editando una captura pendiente: al guardar se vuelve a enviar.',
  requerido: 'Campo requerido',
} as const;
