// '@insp/ui/screens': the pieces module screens share (row action menu, paged table, deleted rows,
// catalogue selects, inline icons, full-screen dialogs on phones, stored images). A separate entry:
// the shell never downloads it.
export { RowMenu, type RowMenuItem, type RowMenuProps } from './RowMenu.tsx';
export { PagedTable, type PagedColumn, type PagedTableProps } from './PagedTable.tsx';
export { DeletedNote, deletedRowSx, isDeleted } from './DeletedNote.tsx';
export { CatalogSelect, nameOptions, type CatalogSelectProps, type SelectOption } from './CatalogSelect.tsx';
export {
  icon,
  MoreIcon,
  ArrowIcon,
  AddIcon,
  PdfIcon,
  ListIcon,
  PlaylistAddIcon,
  EditIcon,
  DeleteIcon,
  CheckIcon,
  CloseIcon,
  DownloadIcon,
  CameraIcon,
} from './icons.tsx';
export { useFullScreenDialog } from './dialogs.ts';
export { useStoredImageUrl } from './images.ts';
export { lazyScreenDialog, loadScreenDialogs, type ScreenDialogs } from './dialog-set.ts';
export type { ResponsableUser, ResponsableUsers, ResponsableDialogLabels, ResponsableDialogProps, ResponsablesDialogProps } from './ResponsableDialogs.tsx';
export type { PdfPair, PdfNamed, PdfQuery, PdfListadosLabels, PdfListadosDialogProps } from './PdfListadosDialog.tsx';
export type { OrdenInformeLabels, OrdenInformeDialogProps } from './OrdenInformeDialog.tsx';
export type { FechaDialogLabels, FechaDialogProps } from './FechaDialog.tsx';
export { ProjectsTable, type ProjectRow, type ProjectsQuery, type ProjectsPage, type ProjectsDialog, type ProjectsTableLabels, type ProjectsTableProps } from './ProjectsTable.tsx';
export type { NombreDialogProps } from './NombreDialog.tsx';
export { useAudience, type Audience } from './audience.ts';
export { usePaging, pageRows, type Paging, type PagerProps, type PageQuery } from './paging.ts';
export { dateTime, dateOnly, inputDate, calendarDate } from './format.ts';
// statistics, revisions and capture pieces have entries of their own (statistics-entry.ts,
// revisions-entry.ts, capture-entry.ts): the first screens of the modules do not download them
export type { NombreResponsableValues, NombreResponsableBody, NombreResponsableDialogProps } from './NombreResponsableDialog.tsx';
export type { ProjectResponsablesEndpoints, ProjectResponsablesLabels, ProjectResponsablesDialogProps } from './ProjectResponsablesDialog.tsx';
export { projectsPage, type ProjectsCupo } from './projects-page.ts';
export { ModuleOffGate } from './ModuleOffGate.tsx';
export { RowCard, RowCardList, usePhoneLayout, type RowCardField, type RowCardProps } from './RowCards.tsx';
