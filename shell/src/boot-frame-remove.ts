/** Removes index.html's static sign-in card (see boot-frame.ts) once a rendered page replaces it. */
export function removeBootFrame(): void {
  document.getElementById('boot-frame')?.remove();
  document.documentElement.classList.remove('boot-sign-in');
}
