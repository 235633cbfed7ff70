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
} as const;
