/** The shell's own 'Perfil' page (account menu); no remote owns it. */
export const PERFIL_PATH = '/perfil';

export const isPerfilPath = (pathname: string): boolean => pathname.replace(/\/+$/, '') === PERFIL_PATH;
