/** Shell texts: navigation, error pages, remote loading. */
export const shell = {
  notFoundTitle: 'Página no encontrada',
  backToSignIn: 'Volver al inicio de sesión',
  serverErrorTitle: 'Error del servidor',
  profile: 'Perfil',
  signOut: 'Cerrar Sesión',
  version: 'v4.0.0',
  /**
   * Not in the spec: shown in the content area when a remote cannot be loaded (after one automatic
   * retry) or crashes, with the button that loads it again.
   */
  remoteFailed: (title: string) => `No pudimos cargar el módulo ${title}. Revisa tu conexión e inténtalo nuevamente.`,
  remoteRetry: 'Reintentar',
  /** Not in the spec: /auth/500 body and button. */
  serverErrorBody: 'Ocurrió un error inesperado. Intenta nuevamente más tarde.',
  notFoundBody: 'La página que buscas no existe o fue movida.',
  /** Not in the spec: the account menu's button label and the profile dialog. */
  account: 'Cuenta',
  profileName: 'Nombre',
  profileEmail: 'Email',
  profileType: 'Tipo de usuario',
  profileCompany: 'Empresa',
  /** Not in the spec: the theme picker (themes from spec 000 §2). */
  theme: 'Tema',
  themeLabels: { default: 'Predeterminado', dark: 'Oscuro', light: 'Claro', blue: 'Azul', green: 'Verde', indigo: 'Índigo' },
  loading: 'Cargando…',
  /** Not in the spec: the sidebar logo's text. */
  brand: 'Inspección',
  openMenu: 'Abrir menú',
  /** Not in the spec (issue 16 §4): the skip link and the sidebar's navigation landmark. */
  skipToContent: 'Saltar al contenido',
  mainNavigation: 'Menú principal',
  /** Not in the spec: a signed-in user on a page of another role. */
  accessDeniedTitle: 'Acceso denegado',
  accessDeniedBody: 'Tu usuario no tiene permiso para ver esta página.',
  goToLanding: 'Ir a mi página de inicio',
  /**
   * Not in the spec (issue 17 §5): on opening the console while the identity service is out of
   * reach, the session can be neither confirmed nor ended; the shell keeps trying.
   */
  sessionUnreachableTitle: 'No pudimos confirmar tu sesión',
  sessionUnreachableBody: 'El servicio no está disponible. Seguimos intentando; también puedes reintentar ahora.',
} as const;
