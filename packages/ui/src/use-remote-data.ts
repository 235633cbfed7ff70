import { useEffect, useState } from 'react';

export interface RemoteData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

interface Loaded<T> extends RemoteData<T> {
  /** The key the state was last asked for, and the record its data belongs to. */
  key: string;
  record: string;
}

/**
 * Loads `load()` whenever `key` changes; ignores answers that arrive after a newer request. While a
 * new key loads, the previous data stays on screen only when it belongs to the same `record`
 * (another page of the same list; by default the key itself): a screen reused for another record
 * shows loading, never the previous record's rows under the new title.
 */
export function useRemoteData<T>(key: string, load: () => Promise<T>, record: string = key): RemoteData<T> {
  const [state, setState] = useState<Loaded<T>>({ data: null, error: null, loading: true, key, record });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null, key, ...(s.record === record ? {} : { data: null, record }) }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false, key, record }),
      (err: unknown) => live && setState({ data: null, error: err instanceof Error ? err.message : String(err), loading: false, key, record }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` captures everything `load` depends on
  }, [key]);
  // the render that follows a change of key, before the effect: already loading, another record's data hidden
  if (state.key !== key) return { data: state.record === record ? state.data : null, error: null, loading: true };
  return { data: state.data, error: state.error, loading: state.loading };
}
