import { FORM_ERROR } from 'final-form';

import { useRemoteProps } from '../remote-context.tsx';
import { errorText, type FormErrors } from './zod-validate.ts';

/**
 * A final-form submit of a call that answers `{message}`: the service's Spanish text in the shell's
 * snackbar, then `after()`; on failure the error's message in the snackbar and as the form's error.
 */
export function useNotifiedSubmit(): (call: () => Promise<{ message: string }>, after: () => void) => Promise<FormErrors | undefined> {
  const { notify } = useRemoteProps();
  return async (call, after) => {
    try {
      notify('success', (await call()).message);
      after();
      return undefined;
    } catch (error) {
      const message = errorText(error);
      notify('error', message);
      return { [FORM_ERROR]: message };
    }
  };
}
