import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export type SnackbarKind = 'success' | 'error' | 'info';

export interface NotificationSnackbarProps {
  message: string | null;
  kind: SnackbarKind;
  /** 3500 ms for notifications, 3000 ms for the sign-in snackbar (spec 000 §9). */
  autoHideMs: number;
  onClose: () => void;
}

/** Top-right snackbar with success/error/info state. */
export function NotificationSnackbar({ message, kind, autoHideMs, onClose }: NotificationSnackbarProps) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={autoHideMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert severity={kind} variant="filled" onClose={onClose} sx={{ width: '100%' }} data-testid="snackbar">
        {message}
      </Alert>
    </Snackbar>
  );
}
