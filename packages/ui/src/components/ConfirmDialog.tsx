import { ui } from '@insp/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

/** Spec 000 §9: the confirm button disables itself and the dialog closes after about 400 ms. */
export const CONFIRM_CLOSE_DELAY_MS = 400;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: React.ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, children, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // 'Aceptar' stays disabled through the closing transition (a second press there would confirm
  // twice); the dialog is fresh again only when it is opened anew
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setBusy(false);
  }
  const confirm = () => {
    setBusy(true);
    onConfirm();
    setTimeout(onClose, CONFIRM_CLOSE_DELAY_MS);
  };
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{title}</DialogTitle>
      {children ? <DialogContent>{children}</DialogContent> : null}
      <DialogActions>
        <Button onClick={onClose}>{ui.cancel}</Button>
        <Button variant="contained" disabled={busy} onClick={confirm}>
          {ui.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface ConfirmDeleteDialogProps<T extends { Nombre: string }> {
  /** The row to delete; null keeps the dialog closed. */
  row: T | null;
  /** The title from the row's Nombre ('' while closed). */
  title: (nombre: string) => string;
  onDelete: (row: T) => void;
  onClose: () => void;
}

/** The confirm dialog of a table's 'Eliminar' row action. */
export function ConfirmDeleteDialog<T extends { Nombre: string }>({ row, title, onDelete, onClose }: ConfirmDeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={row !== null}
      title={title(row?.Nombre ?? '')}
      onClose={onClose}
      onConfirm={() => {
        if (row) onDelete(row);
      }}
    />
  );
}
