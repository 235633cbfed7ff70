// Moved down to @insp/ui/screens (shared with mf-checklist-revisiones).
export { icon, MoreIcon, ArrowIcon, AddIcon, PdfIcon, ListIcon, PlaylistAddIcon } from '@insp/ui/screens';
