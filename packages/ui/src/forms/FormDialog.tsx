import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useFormState } from 'react-final-form';

const DirtyReport = createContext<((dirty: boolean) => void) | null>(null);

export interface FormDialogProps extends Omit<DialogProps, 'open' | 'onClose' | 'children'> {
  open?: boolean;
  /** 'Cancelar', and Esc / a backdrop click while nothing was typed. */
  onClose: () => void;
  children: ReactNode;
}

/** True below 600 px: dialogs take the whole screen on phones. */
export function useCompactDialog(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}

/**
 * A form's dialog: full screen on phones; Esc and backdrop clicks close it only while the form is
 * untouched, so typed changes are never lost silently ('Cancelar' still closes). The form reports
 * its state through FormDirtyWatch (FormDialogActions includes it).
 */
export function FormDialog({ open = true, onClose, children, fullScreen, ...rest }: FormDialogProps) {
  const compact = useCompactDialog();
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog {...rest} open={open} fullScreen={fullScreen ?? compact} onClose={() => (dirty ? undefined : onClose())}>
      <DirtyReport.Provider value={setDirty}>{children}</DirtyReport.Provider>
    </Dialog>
  );
}

function DirtyWatch({ report }: { report: (dirty: boolean) => void }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useEffect(() => report(dirty === true), [report, dirty]);
  return null;
}

/**
 * Inside a final-form Form within a FormDialog: tells the dialog whether anything was changed.
 * Renders nothing (and needs no Form) anywhere else.
 */
export function FormDirtyWatch() {
  const report = useContext(DirtyReport);
  return report ? <DirtyWatch report={report} /> : null;
}
