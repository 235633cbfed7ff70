import Alert from '@mui/material/Alert';

/** A form's submit error (final-form's `submitError`) above its fields; nothing when there is none. */
export function FormSubmitError({ error }: { error: unknown }) {
  return error ? (
    <Alert severity="error" sx={{ mb: 1 }}>
      {String(error)}
    </Alert>
  ) : null;
}
