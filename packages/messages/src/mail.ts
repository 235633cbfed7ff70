/** Texts of the mails admin sends (not in the spec; the product's identity provider sent them). */
export const mail = {
  resetSubject: 'Restablece tu contraseña',
  resetText: (link: string, minutes: number) =>
    [
      'Hola,',
      '',
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
      `Para elegir una nueva contraseña abre este enlace (válido por ${minutes} minutos y un solo uso):`,
      '',
      link,
      '',
      'Si no la solicitaste, ignora este correo: tu contraseña no cambiará.',
    ].join('\n'),
  welcomeSubject: 'Bienvenido a Inspección: crea tu contraseña',
  /** Sent when an administrator creates the user: the link sets the first password. */
  welcomeText: (name: string, link: string, days: number) =>
    [
      `Hola ${name},`.replace(' ,', ','),
      '',
      'Se creó tu cuenta en Inspección, la consola de inspección de calidad.',
      `Para empezar, crea tu contraseña con este enlace (válido por ${days} días y un solo uso):`,
      '',
      link,
      '',
      'Después podrás iniciar sesión con tu correo y la contraseña que elijas.',
    ].join('\n'),
} as const;
