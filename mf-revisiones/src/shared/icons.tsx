// Moved down to @insp/ui/screens (shared with mf-checklist-revisiones).
export { AddIcon, ArrowIcon, icon, ListIcon, MoreIcon, PdfIcon, PlaylistAddIcon } from '@insp/ui/screens';
