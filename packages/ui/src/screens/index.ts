// '@insp/ui/screens': the pieces module screens share (row action menu, paged table, deleted rows,
// catalogue selects, inline icons, full-screen dialogs on phones, stored images). A separate entry:
// the shell never downloads it.
export { type Audience, useAudience } from './audience.ts';
export { useCompanyName } from './company-name.ts';
export { type Crumb, CrumbTrail, EmpresasLink } from './CrumbTrail.tsx';
export { DeletedNote, deletedRowSx, isDeleted } from './DeletedNote.tsx';
export { lazyScreenDialog, loadScreenDialogs, type ScreenDialogs } from './dialog-set.ts';
export { useFullScreenDialog } from './dialogs.ts';
export type { FechaDialogLabels, FechaDialogProps } from './FechaDialog.tsx';
export { calendarDate, dateOnly, dateTime, dateTimeMinutes, inputDate } from './format.ts';
export {
  AddIcon,
  ArrowIcon,
  CameraIcon,
  CheckIcon,
  CloseIcon,
  DeleteIcon,
  DownloadIcon,
  EditIcon,
  icon,
  ListIcon,
  MoreIcon,
  PdfIcon,
  PlaylistAddIcon,
} from './icons.tsx';
export { PublicImageSource, useStoredImageUrl } from './images.ts';
export type { NombreDialogProps } from './NombreDialog.tsx';
export type { OrdenInformeDialogProps, OrdenInformeLabels } from './OrdenInformeDialog.tsx';
export { type PagedColumn, PagedTable, type PagedTableProps, singlePage } from './PagedTable.tsx';
export { type PageQuery, pageRows, type PagerProps, type Paging, usePaging } from './paging.ts';
export type { PdfListadosDialogProps, PdfListadosLabels, PdfNamed, PdfPair, PdfQuery } from './PdfListadosDialog.tsx';
export { PhotoViewerDialog } from './photo-viewer-dialog.tsx';
export type { PhotoViewerProps } from './PhotoViewer.tsx';
export {
  type ProjectRow,
  type ProjectsDialog,
  type ProjectsPage,
  type ProjectsQuery,
  ProjectsTable,
  type ProjectsTableLabels,
  type ProjectsTableProps,
} from './ProjectsTable.tsx';
export type { ResponsableDialogLabels, ResponsableDialogProps, ResponsablesDialogProps, ResponsableUser, ResponsableUsers } from './ResponsableDialogs.tsx';
export { RowMenu, type RowMenuItem, type RowMenuProps } from './RowMenu.tsx';
// statistics, revisions, capture pieces and the filter and form fields have entries of their own
// (statistics-entry.ts, revisions-entry.ts, capture-entry.ts, fields-entry.ts): the first screens of
// the modules do not download them
export { ModuleOffGate } from './ModuleOffGate.tsx';
export type { NombreResponsableBody, NombreResponsableDialogProps, NombreResponsableValues } from './NombreResponsableDialog.tsx';
export type { ProjectResponsablesDialogProps, ProjectResponsablesEndpoints, ProjectResponsablesLabels } from './ProjectResponsablesDialog.tsx';
export { type ProjectsCupo, projectsPage } from './projects-page.ts';
export { QuotaBar } from './QuotaBar.tsx';
export { RowCard, type RowCardField, RowCardList, type RowCardProps, usePhoneLayout } from './RowCards.tsx';
export { useDebounced } from './use-debounced.ts';
