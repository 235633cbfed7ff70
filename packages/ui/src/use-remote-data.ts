import { useEffect, useState } from 'react';

export interface RemoteData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

/** Loads `load()` whenever `key` changes; ignores answers that arrive after a newer request. */
export function useRemoteData<T>(key: string, load: () => Promise<T>): RemoteData<T> {
  const [state, setState] = useState<RemoteData<T>>({ data: null, error: null, loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (err: unknown) => live && setState({ data: null, error: err instanceof Error ? err.message : String(err), loading: false }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` captures everything `load` depends on
  }, [key]);
  return state;
}
