import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import { useState } from 'react';

export type SnackbarKind = 'success' | 'error' | 'info';

export interface NotificationSnackbarProps {
  message: string | null;
  kind: SnackbarKind;
  /** 3500 ms for notifications, 3000 ms for the sign-in snackbar (spec 000 §9). */
  autoHideMs: number;
  onClose: () => void;
}

const TOP_RIGHT: SnackbarOrigin = { vertical: 'top', horizontal: 'right' };
const TOP_CENTER: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };
const BOTTOM_CENTER: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };

/**
 * Where a notice goes so that it never covers the actions of the dialog that caused it: top right
 * (spec 000 §2) with no dialog open; over a dialog whose actions are at its foot, top centre; over a
 * dialog without such a row (the full-screen template editor keeps 'Cancelar' / 'Guardar' in its top
 * bar, on the right), bottom centre.
 */
export function snackbarPlacement(doc: Document | undefined = globalThis.document): SnackbarOrigin {
  const dialogs = doc ? doc.querySelectorAll('.MuiDialog-root') : [];
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return TOP_RIGHT;
  return dialog.querySelector('.MuiDialogActions-root') ? TOP_CENTER : BOTTOM_CENTER;
}

/** The notices' snackbar: success/error/info, placed by `snackbarPlacement` when a message arrives. */
export function NotificationSnackbar({ message, kind, autoHideMs, onClose }: NotificationSnackbarProps) {
  const [shown, setShown] = useState<{ message: string | null; origin: SnackbarOrigin }>({ message: null, origin: TOP_RIGHT });
  // placed once per message (the dialog may close while it shows; the notice does not jump)
  if (message !== shown.message) setShown({ message, origin: message === null ? shown.origin : snackbarPlacement() });
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={autoHideMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={shown.origin}
      data-placement={`${shown.origin.vertical}-${shown.origin.horizontal}`}
    >
      <Alert severity={kind} variant="filled" onClose={onClose} sx={{ width: '100%' }} data-testid="snackbar">
        {message}
      </Alert>
    </Snackbar>
  );
}
