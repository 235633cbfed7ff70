import { atom, useAtom } from 'jotai';
import { NotificationSnackbar } from '@insp/ui';
import type { NotificationKind } from '@insp/mf-kit';
import { shellStore } from '../session/store.ts';

/** Spec 000 §9: a notification clears after 3.5 s. */
export const NOTIFICATION_MS = 3500;

interface Notice {
  kind: NotificationKind;
  message: string;
}
const noticeAtom = atom<Notice | null>(null);

/** Shows a top-right notice (also handed to remotes as `notify`). */
export function notify(kind: NotificationKind, message: string): void {
  shellStore.set(noticeAtom, { kind, message });
}

export function Notifications() {
  const [notice, setNotice] = useAtom(noticeAtom);
  return (
    <NotificationSnackbar
      message={notice?.message ?? null}
      kind={notice?.kind ?? 'info'}
      autoHideMs={NOTIFICATION_MS}
      onClose={() => setNotice(null)}
    />
  );
}
