/** Texts of the morning digest mails (issue 20 §3; not in the spec). */
export const resumenes = {
  /** Subject of a subcontract contact's digest. */
  asuntoSubcontrato: (subcontrato: string, empresa: string, fecha: string) => `Resumen diario ${fecha}: ${subcontrato} en ${empresa}`,
  /** Subject of a responsible user's digest. */
  asuntoUsuario: (empresa: string, fecha: string) => `Resumen diario ${fecha} de tus proyectos en ${empresa}`,
  saludo: (nombre: string) => `Hola ${nombre},`.replace(' ,', ','),
  introSubcontrato: (subcontrato: string, empresa: string) => `Este es el resumen de los ítems de ${subcontrato} en los proyectos de ${empresa}.`,
  introUsuario: (empresa: string) => `Este es el resumen de los proyectos de ${empresa} de los que eres responsable.`,
  modulos: { revisiones: 'Revisiones', 'checklist-revisiones': 'Checklist Revisiones', neo: 'Checklists OT' } as Record<string, string>,
  secciones: {
    nuevos: 'Nuevos',
    porVencer: 'Por Vencer',
    porResolver: 'Por Resolver',
    correcciones: 'Correcciones informadas por revisar',
    hojasPendientes: 'Hojas pendientes',
    hojasRechazadas: 'Hojas con respuestas rechazadas',
  } as Record<string, string>,
  /** The line of one item: 'N° 12 · Edificio Los Robles · Revisión 1 / Piso 2 · Por Vencer'. */
  item: (numero: number, proyecto: string, ubicacion: string, estado: string) => [`N° ${numero}`, proyecto, ubicacion, estado].filter(Boolean).join(' · '),
  masItems: (cantidad: number) => (cantidad === 1 ? 'y 1 ítem más.' : `y ${cantidad} ítems más.`),
  verEnConsola: 'Ver en la consola',
  portal: (proyecto: string) => `Informar correcciones de ${proyecto} (sin cuenta):`,
  portalBoton: 'Abrir el portal',
  pieSubcontrato: 'Recibes este correo porque figuras como contacto del subcontrato. Si no corresponde, avísale a la empresa.',
  pieUsuario: 'Puedes dejar de recibir este resumen en tu Perfil: "Recibir resumen diario por correo".',
  /** The internal route's range (admin asks for [desde, hasta)). */
  rangoInvalido: 'La fecha hasta no puede ser anterior a la fecha desde.',
  /** 'Perfil': the user's switch. */
  perfilTitulo: 'Notificaciones',
  perfilSwitch: 'Recibir resumen diario por correo',
  perfilActivado: 'Recibirás el resumen diario por correo.',
  perfilDesactivado: 'Ya no recibirás el resumen diario por correo.',
  perfilAyuda: 'Cada mañana, lo nuevo, lo por vencer y lo por resolver de los proyectos de los que eres responsable.',
} as const;
