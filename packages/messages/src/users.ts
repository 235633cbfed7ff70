/** Users of a company (spec 000 §5, §8). Texts marked "not in the spec" are ours. */
export const users = {
  nombreRequired: 'Nombre requerido',
  apellidoRequired: 'Apellido es requerido',
  telefonoRequired: 'Número es requerido',
  /** Not in the spec: a number that is not 8 digits after the +569 prefix (e.g. '1234', 'abc'). */
  telefonoInvalid: 'Ingresa los 8 dígitos que siguen a +569.',
  emailInvalid: 'Requiere correo válido',
  emailRequired: 'Email es requerido',
  confirmMismatch: 'Email no coincide',
  confirmRequired: 'Este campo es requerido',
  confirmInvalid: 'Email no válido',
  tipoRequired: 'Tipo usuario es requerido',
  cargoRequired: 'Cargo es requerido',
  /** Not in the spec: the Cargo is not an active Cargo of the company (only active ones are offered). */
  cargoInactive: 'Selecciona un cargo activo de la empresa.',
  moduleRequired: 'Debes seleccionar al menos un módulo.',
  /** Not in the spec: a second AdministradorEmpresa (the dialog disables the option). */
  directorExists: 'La empresa ya tiene un Director (AdministradorEmpresa).',
  /** Not in the spec (§8 says the quota text is not shown): a module flag beyond LimiteUsuarios. */
  quotaReached: (module: string, limit: number) => `Se alcanzó el límite de usuarios del módulo ${module} (${limit}).`,
  exists: 'El usuario ya existe',
  created: 'Hemos creado el usuario y le enviamos un email para que asigne su contraseña.',
  updated: 'Hemos actualizado al usuario.',
  deleted: 'Hemos eliminado el usuario.',
  blocked: 'Usuario bloqueado correctamente.',
  enabled: 'Usuario activado correctamente.',
  resetSent: 'Correo de restauración enviado',
  resetFailed: 'Hubo un problema.',
  changeEmailInvalid: 'Email inválido',
  changeEmailRequired: 'Email requerido',
  /** Not in the spec: the login email was changed. */
  emailChanged: 'Hemos actualizado el email del usuario.',
  changeEmailFailed: 'No pudimos actualizar el email.',
  /** Not in the spec: a director may not block or delete their own account (only the platform administrator could undo it). */
  selfBlock: 'No puedes bloquear tu propia cuenta.',
  selfDelete: 'No puedes eliminar tu propia cuenta.',
  /** Module names as the quota text shows them. */
  moduleNames: { Revisiones: 'Revisiones', Checklist: 'Checklist Revisiones', ChecklistsOT: 'Checklists' },
} as const;
