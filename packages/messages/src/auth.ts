/** Sign-in, recovery and sign-up texts (spec 000 §5 and §8). */
export const auth = {
  emailInvalid: 'Debe ser un email válido',
  emailRequired: 'Email es requerido',
  passwordRequired: 'Contraseña es requerida',
  resetEmailInvalid: 'Debe ser un correo válido',
  resetEmailRequired: 'Correo es requerido',
  signUpNameRequired: 'Name is required',
  signUpPasswordLength: 'Must be at least 6 characters',
  signUpPasswordsDiffer: 'Both password need to be the same',
  tooManyAttempts: '¡Demasiados Intentos. Recuperar Contraseña!',
  badCredentials: '¡Credenciales incorrectas!',
  wrongPassword: 'Contraseña incorrecta!',
  somethingWrong: 'Hubo un problema.',
  resetMailSent: 'Correo de restauración enviado',
  /** Not in the spec: the same answer whether or not the email exists (no account probing). */
  resetMailMaybeSent: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
  /** Not in the spec: the reset link is single-use and expires. */
  resetLinkInvalid: 'El enlace para restablecer la contraseña no es válido o expiró.',
  passwordChanged: 'Contraseña actualizada. Ya puedes iniciar sesión.',
  /** Not in the spec: rules of a new password (reset, welcome link); the 6-20 rule stays on sign-up. */
  newPasswordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
  newPasswordTooLong: 'La contraseña puede tener como máximo 128 caracteres.',
  newPasswordTooCommon: 'Esa contraseña es demasiado común. Elige una más difícil de adivinar.',
  confirmPasswordRequired: 'Confirma la contraseña.',
  newPasswordsDiffer: 'Las contraseñas no coinciden.',
  /** Not in the spec: a malformed 'remember' flag (never produced by the form). */
  rememberInvalid: 'El valor de Recordarme no es válido.',
  /** Not in the spec: self sign-up is closed; company users are created by administrators. */
  signUpClosed: 'El registro está deshabilitado. Solicita una cuenta al administrador de tu empresa.',
  noToken: 'No se pudo obtener el token de autenticación',
  noAuthenticatedUser: 'No hay usuario autenticado.',
} as const;
