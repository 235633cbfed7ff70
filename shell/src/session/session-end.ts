import { sessionAtom, shellStore } from './store.ts';

/**
 * What must not outlive a session (live streams, the query cache). Runs when the signed-in user goes
 * away for any reason ('Cerrar Sesión', a refresh that fails) or another user signs in; a refreshed
 * token of the same user is not an end. Loaded after sign-in by the modules that register here, so
 * the sign-in page carries none of it.
 */
const tasks = new Set<() => void>();
let userId: string | null = shellStore.get(sessionAtom)?.user.id ?? null;

shellStore.sub(sessionAtom, () => {
  const next = shellStore.get(sessionAtom)?.user.id ?? null;
  if (next === userId) return;
  const ended = userId !== null;
  userId = next;
  if (!ended) return;
  for (const task of [...tasks]) {
    try {
      task();
    } catch (error) {
      console.error('[shell] session end task failed', error);
    }
  }
});

export function onSessionEnd(task: () => void): () => void {
  tasks.add(task);
  return () => void tasks.delete(task);
}
