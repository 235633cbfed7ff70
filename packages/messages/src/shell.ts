/** Shell texts: navigation, error pages, remote loading. */
export const shell = {
  notFoundTitle: 'Página no encontrada',
  backToSignIn: 'Volver al inicio de sesión',
  serverErrorTitle: 'Error del servidor',
  profile: 'Perfil',
  signOut: 'Cerrar Sesión',
  version: 'v4.0.0',
  /** Not in the spec: shown in the content area when a remote cannot be loaded. */
  remoteFailed: (title: string) => `No pudimos cargar el módulo ${title}. Intenta recargar la página.`,
} as const;
