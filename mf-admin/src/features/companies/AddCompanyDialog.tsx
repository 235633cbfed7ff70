import { CompanyCreateBody, DIALOG_MODULE_LIMIT } from '@insp/contracts';
import { formatRut, isValidRut } from '@insp/domain';
import { adminScreens, companyAdmin } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';
import { errorText, FormDialog, FormDialogActions, SwitchFieldInput, TextFieldInput, zodValidate } from '@insp/ui/forms';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FORM_ERROR } from 'final-form';
import { Form, useField } from 'react-final-form';

import { createCompany } from './api.ts';

const f = adminScreens.companies.fields;

interface Values {
  Nombre: string;
  Rut: string;
  LimiteFotos: number | undefined;
  Revisiones: { Activado: boolean; LimiteRevisiones?: number; LimiteUsuarios?: number };
  CheckList: { Activado: boolean; LimiteCheckList?: number; LimiteUsuarios?: number };
  ChecklistsOT: { Activado: boolean; LimiteProyectos?: number; LimiteUsuarios?: number };
}

/** Dialog defaults (spec 000 §5, §9): LimiteFotos 1, every limit 5. */
const initialValues: Values = {
  Nombre: '',
  Rut: '',
  LimiteFotos: 1,
  Revisiones: { Activado: false, LimiteRevisiones: DIALOG_MODULE_LIMIT, LimiteUsuarios: DIALOG_MODULE_LIMIT },
  CheckList: { Activado: false, LimiteCheckList: DIALOG_MODULE_LIMIT, LimiteUsuarios: DIALOG_MODULE_LIMIT },
  ChecklistsOT: { Activado: false, LimiteProyectos: DIALOG_MODULE_LIMIT, LimiteUsuarios: DIALOG_MODULE_LIMIT },
};

/** The contract's schema plus the Chilean check digit ('Rut no válido', at least 11 characters). */
const schema = CompanyCreateBody.superRefine((body, ctx) => {
  if (body.Rut && !isValidRut(body.Rut)) ctx.addIssue({ code: 'custom', message: companyAdmin.rutInvalid, path: ['Rut'] });
});
const validate = zodValidate(schema);

const numeric = { numeric: true, type: 'number' as const, inputProps: { min: 0 } };

/** A module switch; turning it on reveals its limit fields. */
function ModuleBlock({
  block,
  limitField,
  limitLabel,
}: {
  block: keyof Values & ('Revisiones' | 'CheckList' | 'ChecklistsOT');
  limitField: string;
  limitLabel: string;
}) {
  const on = useField<boolean>(`${block}.Activado`, { subscription: { value: true } }).input.value;
  return (
    <div data-testid={`module-${block}`}>
      <SwitchFieldInput name={`${block}.Activado`} label={adminScreens.companies.modules[block]} />
      {on ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <TextFieldInput name={`${block}.${limitField}`} label={limitLabel} {...numeric} />
          <TextFieldInput name={`${block}.LimiteUsuarios`} label={f.limiteUsuarios} {...numeric} />
        </Stack>
      ) : null}
    </div>
  );
}

export interface AddCompanyDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** 'Agregar Empresa' (spec 000 §2): closes and resets when saving finishes. */
export default function AddCompanyDialog({ open, onClose, onCreated }: AddCompanyDialogProps) {
  const { api, notify } = useRemoteProps();
  return (
    <FormDialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <Form<Values>
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values, form) => {
          try {
            const answer = await createCompany(api, {
              Nombre: values.Nombre.trim(),
              Rut: values.Rut,
              LimiteFotos: values.LimiteFotos,
              Revisiones: values.Revisiones,
              CheckList: values.CheckList,
              ChecklistsOT: values.ChecklistsOT,
            });
            notify('success', answer.message);
            setTimeout(() => form.reset(initialValues));
            onCreated();
            onClose();
            return undefined;
          } catch (error) {
            const message = errorText(error);
            notify('error', message);
            if (message === companyAdmin.rutTaken) return { Rut: message };
            return { [FORM_ERROR]: message };
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="add-company-dialog">
            <DialogTitle>{adminScreens.companies.add}</DialogTitle>
            <DialogContent>
              <TextFieldInput name="Nombre" label={f.nombre} autoFocus />
              <TextFieldInput name="Rut" label={f.rut} transform={formatRut} placeholder="76.086.428-5" />
              <TextFieldInput name="LimiteFotos" label={f.limiteFotos} numeric type="number" inputProps={{ min: 1, max: 2 }} />
              <ModuleBlock block="Revisiones" limitField="LimiteRevisiones" limitLabel={f.limiteRevisiones} />
              <ModuleBlock block="CheckList" limitField="LimiteCheckList" limitLabel={f.limiteCheckList} />
              <ModuleBlock block="ChecklistsOT" limitField="LimiteProyectos" limitLabel={f.limiteProyectos} />
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </FormDialog>
  );
}
