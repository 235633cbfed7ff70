/**
 * The house look of a form field (TextField, select): full width, dense and small, with its error
 * under it, else a hint, else a blank line that keeps the form from jumping when an error appears.
 */
export const denseField = (error: string | undefined, hint?: string) =>
  ({ fullWidth: true, margin: 'dense', size: 'small', error: Boolean(error), helperText: error ?? hint ?? ' ' }) as const;
