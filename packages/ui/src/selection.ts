/**
 * A checkbox list's selection with one id turned on or off, as a new set (React state stays
 * immutable): `setSelected((current) => toggled(current, id, checked))`.
 */
export function toggled<T>(current: ReadonlySet<T>, id: T, on: boolean): ReadonlySet<T> {
  const next = new Set(current);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
