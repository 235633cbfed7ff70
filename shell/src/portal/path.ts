/** The contractor portal's public page (issue 20 §2): `/portal/<module>/<token>`, outside sign-in (no imports: App's chunk). */
export const isPortalPath = (path: string): boolean => path === '/portal' || path.startsWith('/portal/');
