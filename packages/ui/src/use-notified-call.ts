import { useRemoteProps } from './remote-context.tsx';

/**
 * Runs a call that answers `{message}` and shows the service's Spanish text in the shell's snackbar
 * (success, then `after()`; or the error's message). Resolves true when the call succeeded.
 */
export function useNotifiedCall(after?: () => void): (call: () => Promise<{ message: string }>) => Promise<boolean> {
  const { notify } = useRemoteProps();
  return async (call) => {
    try {
      notify('success', (await call()).message);
      after?.();
      return true;
    } catch (err) {
      notify('error', err instanceof Error ? err.message : String(err));
      return false;
    }
  };
}
