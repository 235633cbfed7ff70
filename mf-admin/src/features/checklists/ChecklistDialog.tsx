import { ChecklistCreateBody } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { useNotifiedCall } from '@insp/ui/components';
import { FormDialog, FormDialogActions, TextFieldInput, zodValidate } from '@insp/ui/forms';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { z } from 'zod';

import { useActiveCatalogNames } from '../../shared/catalogs/api.ts';
import { NamesSelect } from '../../shared/NamesSelect.tsx';
import { useChecklist, useCreateChecklist, useUpdateChecklist } from './api.ts';

const validate = zodValidate(z.object({ Nombre: ChecklistCreateBody.shape.Nombre }));

export interface ChecklistDialogProps {
  companyId: string;
  /** null: 'Crear Cheklist'; an id: 'Editar Checklist'. */
  checklistId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Crear Cheklist' / 'Editar Checklist': name and a multi-select of places; minimum 600x300. */
export default function ChecklistDialog({ companyId, checklistId, onClose, onSaved }: ChecklistDialogProps) {
  const run = useNotifiedCall(onSaved);
  const recintos = useActiveCatalogNames(companyId, 'recintos');
  const current = useChecklist(companyId, checklistId);
  const create = useCreateChecklist();
  const update = useUpdateChecklist();
  const [picked, setPicked] = useState<string[] | null>(null);
  const selected = picked ?? current.data?.ItemsRecintos.map((r) => r.Nombre) ?? [];
  const options = Array.from(new Set([...(recintos.data?.items.map((r) => r.Nombre) ?? []), ...selected]));
  if (checklistId && !current.data) return null;
  return (
    <FormDialog onClose={onClose} slotProps={{ paper: { sx: { minWidth: { sm: 600 }, minHeight: 300 } } }}>
      <Form<{ Nombre: string }>
        initialValues={{ Nombre: current.data?.Nombre ?? '' }}
        validate={validate}
        onSubmit={async (values) => {
          const body = { Nombre: values.Nombre.trim(), Recintos: selected };
          await run(() =>
            checklistId ? update.mutateAsync({ params: { companyId, checklistId }, body }) : create.mutateAsync({ params: { companyId }, body }),
          );
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="checklist-dialog">
            <DialogTitle>{checklistId ? adminScreens.checklists.editTitle : adminScreens.checklists.createTitle}</DialogTitle>
            <DialogContent>
              <TextFieldInput name="Nombre" label={adminScreens.crud.nombre} autoFocus />
              <NamesSelect label={adminScreens.checklists.recintos} options={options} value={selected} onChange={setPicked} />
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </FormDialog>
  );
}
