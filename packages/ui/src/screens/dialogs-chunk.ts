// The shared dialogs (loaded through dialog-set.ts on the first open of any of them).
export { FechaDialog } from './FechaDialog.tsx';
export { NombreDialog } from './NombreDialog.tsx';
export { NombreResponsableDialog } from './NombreResponsableDialog.tsx';
export { OrdenInformeDialog } from './OrdenInformeDialog.tsx';
export { PdfListadosDialog } from './PdfListadosDialog.tsx';
export { ProjectResponsablesDialog } from './ProjectResponsablesDialog.tsx';
export { ResponsableDialog, ResponsablesDialog } from './ResponsableDialogs.tsx';
