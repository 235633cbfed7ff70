// Its own entry, run before main (no imports, a few hundred bytes): on the sign-in page, shows the
// static sign-in card of index.html (logo and title) at the first paint, without waiting for the
// shell's bundle; the rendered page takes its place (removeBootFrame). Other paths show nothing
// until the shell renders, as before (a signed-in page never flashes the sign-in card). The gateway and
// nginx answer /auth/sign-in with sign-in.html, which shows the card by markup before this runs; this
// covers index.html answering there (the service worker's navigation answer, an older build).
if (/^\/auth\/sign-in\/?$/.test(window.location.pathname)) document.documentElement.classList.add('boot-sign-in');
// whatever happens to the page's scripts, the card never stays on top of it
window.setTimeout(() => document.getElementById('boot-frame')?.remove(), 10_000);
