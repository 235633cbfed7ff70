import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { SwitchFieldInput, zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog } from '@insp/ui/screens';

export interface NombreValues {
  Nombre: string;
  Activado: boolean;
}

const Dialog = lazyScreenDialog((d) => d.NombreDialog<NombreValues>);
const validators = { subcontrato: zodValidate(cr.SubcontratoBody), errorTipo: zodValidate(cr.ErrorTipoBody) };

export interface NombreDialogProps {
  kind: 'subcontrato' | 'errorTipo';
  title: string;
  activadoLabel: string;
  initial: NombreValues;
  /** The service's duplicate message ('Subcontrato ya existe', 'Error Tipo Existe'): shown under the field. */
  duplicate: string;
  /** Saves and answers the service's Spanish message. */
  save: (values: NombreValues) => Promise<string>;
  onClose: () => void;
}

/** Name + Activado dialog of a subcontract or an error type (spec 001 §5: 'Nombre requerido'; names unique). */
export default function NombreDialog({ kind, title, activadoLabel, initial, duplicate, save, onClose }: NombreDialogProps) {
  return (
    <Dialog
      testId={`${kind}-dialog`}
      title={title}
      nameLabel={checklistRevisionesScreens.subcontratos.nombre}
      initialValues={initial}
      validate={validators[kind]}
      save={save}
      isNameError={(message) => message === duplicate}
      onClose={onClose}
    >
      <SwitchFieldInput name="Activado" label={activadoLabel} />
    </Dialog>
  );
}
