import { NOTICE_MS, type NotificationKind, type NotifyOptions } from '@insp/mf-kit';
import { NotificationSnackbar } from '@insp/ui';
import { atom, useAtom } from 'jotai';

import { shellStore } from '../session/store.ts';

/** Spec 000 §9: a notification clears after 3.5 s. */
export const NOTIFICATION_MS = NOTICE_MS;

interface Notice {
  /** A new one for every notice: its snackbar (and so its timer) starts afresh. */
  id: number;
  kind: NotificationKind;
  message: string;
  durationMs: number;
  open: boolean;
}
const noticeAtom = atom<Notice | null>(null);
let lastId = 0;

/**
 * Shows a top-right notice (also handed to remotes as `notify`). A notice that replaces another one
 * still on screen lasts its own full time (3.5 s, or `options.durationMs`: 'Descargando' 6 s).
 */
export function notify(kind: NotificationKind, message: string, options: NotifyOptions = {}): void {
  lastId += 1;
  shellStore.set(noticeAtom, { id: lastId, kind, message, durationMs: options.durationMs ?? NOTIFICATION_MS, open: true });
}

export function Notifications() {
  const [notice, setNotice] = useAtom(noticeAtom);
  return (
    <NotificationSnackbar
      // MUI's snackbar keeps its running timer when only the message changes: one snackbar per notice
      key={notice?.id ?? 0}
      message={notice?.open ? notice.message : null}
      kind={notice?.kind ?? 'info'}
      autoHideMs={notice?.durationMs ?? NOTIFICATION_MS}
      onClose={() => setNotice((current) => (current ? { ...current, open: false } : null))}
    />
  );
}
