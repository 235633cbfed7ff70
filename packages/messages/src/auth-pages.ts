/**
 * Labels of the authentication pages (spec 000 §2). The spec names the fields and the remember-me
 * checkbox but not their captions: these are the captions we chose.
 */
export const authPages = {
  signInTitle: 'Iniciar Sesión',
  signInButton: 'Ingresar',
  email: 'Email',
  password: 'Contraseña',
  rememberMe: 'Recordarme',
  forgotPassword: '¿Olvidaste tu contraseña?',
  resetTitle: 'Recuperar Contraseña',
  resetButton: 'Enviar correo',
  resetEmail: 'Correo',
  backToSignIn: 'Volver al inicio de sesión',
  newPasswordTitle: 'Nueva Contraseña',
  newPasswordButton: 'Guardar contraseña',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  signUpTitle: 'Crear Cuenta',
  signUpButton: 'Registrarse',
  name: 'Nombre',
} as const;
