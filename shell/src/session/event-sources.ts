/** Every live subscription (SSE) the app opened, so signing out can close them all. */
const open = new Set<EventSource>();

export function openEventSource(url: string): EventSource {
  const source = new EventSource(url, { withCredentials: true });
  open.add(source);
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) open.delete(source);
  });
  return source;
}

export function closeEventSources(): void {
  for (const source of open) source.close();
  open.clear();
}
