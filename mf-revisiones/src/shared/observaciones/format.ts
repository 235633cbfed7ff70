const two = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy HH:mm:ss on the viewer's clock (spec 001 §9); '' for a missing or invalid date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** dd/MM/yyyy on the viewer's clock; '' for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso).slice(0, 10);
}
