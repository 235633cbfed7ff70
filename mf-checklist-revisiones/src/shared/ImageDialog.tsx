import { PhotoViewerDialog } from '@insp/ui/screens';

/** §9: the answer image dialog is at most 600 px wide (on a wide screen; it fills a phone's). */
export const IMAGE_DIALOG_MAX_PX = 600;

/**
 * The image dialog of an answer (§2, §9): the shared full-size viewer (zoom, and swipe or arrow keys
 * among `fileIds`, e.g. the photos of a page of the summary), at most 600 px wide.
 */
const VIEWER = { service: 'checklist-revisiones', maxWidth: IMAGE_DIALOG_MAX_PX, testId: 'imagen-dialog' } as const;

export function ImageDialog({
  companyId,
  fileIds,
  index = 0,
  onClose,
}: {
  companyId: string;
  fileIds: readonly string[];
  index?: number;
  onClose: () => void;
}) {
  return <PhotoViewerDialog {...VIEWER} companyId={companyId} fileIds={fileIds} index={index} onClose={onClose} />;
}
