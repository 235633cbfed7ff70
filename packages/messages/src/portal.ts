import { correccion } from './correccion.ts';

/**
 * The contractor portal (issue 20 §2): links a director issues for a subcontract of a project, the
 * public page they open without an account, and the fix a subcontractor reports. Not in the spec (the
 * feature is new); the services' answers and the texts the console and the portal page share.
 */
export const portal = {
  /** Days a link opens when the director does not say, and the most they may give. */
  diasDefault: 30,
  diasMax: 365,
  // director: links
  subcontratoRequired: 'Selecciona un subcontrato.',
  subcontratoNoExiste: 'El subcontrato no existe en este proyecto.',
  diasInvalidos: 'La vigencia debe ser de 1 a 365 días.',
  enlaceCreado: 'Enlace creado. Cópialo ahora: no se volverá a mostrar.',
  enlaceRevocado: 'Enlace revocado.',
  enlaceNoEncontrado: 'El enlace no existe.',
  estados: { Vigente: 'Vigente', Vencido: 'Vencido', Revocado: 'Revocado' },
  // public page: the gate
  enlaceInvalido: 'El enlace no es válido. Pide uno nuevo a la empresa.',
  enlaceVencido: 'El enlace ha vencido. Pide uno nuevo a la empresa.',
  enlaceRevocadoPublico: 'El enlace fue revocado por la empresa. Pide uno nuevo si aún lo necesitas.',
  demasiadasSolicitudes: 'Demasiadas solicitudes desde este enlace. Espera un momento e intenta nuevamente.',
  // public page: a fix
  itemNoEncontrado: 'Este ítem no está disponible en el enlace.',
  itemResuelto: 'Este ítem ya está resuelto.',
  correccionYaInformada: 'Ya informaste una corrección de este ítem; la empresa la está revisando.',
  comentarioRequired: 'Describe la corrección realizada.',
  comentarioTooLong: correccion.comentarioTooLong,
  tooManyFotos: (max: number) => `Puedes adjuntar como máximo ${max} fotos.`,
  fotoNoDisponible: 'No existe la imagen.',
  correccionInformada: 'Corrección informada. La empresa la revisará.',
  // director: reviewing a fix
  sinCorreccion: 'No hay una corrección informada por revisar.',
  correccionAceptada: 'Corrección aceptada.',
  correccionDevuelta: 'Corrección devuelta al subcontratista.',
  devolucionComentarioRequired: correccion.devolucionComentarioRequired,
  correccionEstados: correccion.correccionEstados,
  /** The labels of an item's location on the portal page. */
  ubicacion: { revision: 'Revisión', listado: 'Listado', sector: 'Sector', recinto: 'Recinto', subcontrato: 'Subcontrato', errorTipo: 'Error tipo' },
  /** Who the history names for what comes through a link. */
  actorSubcontrato: (subcontrato: string) => `Subcontratista ${subcontrato} (portal)`,
} as const;
