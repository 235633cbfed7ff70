/**
 * What the browser may do with the console's pages, config.json, manifests and scripts. Scripts,
 * remotes (remoteEntry.js, chunks, manifests) and API calls come from this origin only; MUI's
 * emotion injects <style> elements, hence 'unsafe-inline' for styles (never for scripts); photos
 * are shown from blob: and data: URLs. No other site may frame the console (clickjacking of the
 * sign-in form). deploy/nginx.conf sends the same values; a test keeps the two equal.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
