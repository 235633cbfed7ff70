/**
 * The web app manifest (manifest.webmanifest, written by scripts/build-sw.ts): the console installs
 * as 'Inspección de Calidad', opens standalone at '/' (the shell sends each user to their landing
 * page), in the default theme's colour (packages/ui 'blue', #1565c0, as the favicon).
 */
export const THEME_COLOR = '#1565c0';
export const BACKGROUND_COLOR = '#f4f6f8';

export interface WebManifestTexts {
  appName: string;
  shortName: string;
  description: string;
}

export function webManifest(texts: WebManifestTexts) {
  return {
    name: texts.appName,
    short_name: texts.shortName,
    description: texts.description,
    lang: 'es',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
