import { type NeoChecklist, NeoChecklistAssignBody, neoChecklistsEndpoints, NeoChecklistUpdateBody } from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import { FormSubmitError } from '@insp/ui/forms';
import { FormDialogActions, SelectFieldInput, TextFieldInput, useNotifiedSubmit, zodValidate } from '@insp/ui/forms';
import { useFullScreenDialog } from '@insp/ui/screens';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form } from 'react-final-form';

import { useCatalogosOT } from '../../shared/usuarios.ts';

const s = neoScreens.checklists;

interface Values {
  listaId?: string;
  MetaRevision?: number;
  Unidad: string;
}

const validateAssign = zodValidate(NeoChecklistAssignBody);
const validateUpdate = zodValidate(NeoChecklistUpdateBody);

export type ChecklistDialogMode = { kind: 'assign'; listaId: string; nombre: string } | { kind: 'edit'; checklist: NeoChecklist };

export interface ChecklistDialogProps {
  companyId: string;
  projectId: string;
  mode: ChecklistDialogMode;
  onClose: () => void;
  onAssigned?: () => void;
}

/**
 * Assign a company list of checks to the project, or edit an assigned checklist (spec 002 §5): the
 * review goal 1-100 ('Mínimo 1%', 'Máximo 100%', 'Este dato es importante.'; on edit 'Mínimo 1%.',
 * 'Máximo 100%.') and the unit, from the company's UnidadesOT.
 */
export default function ChecklistDialog({ companyId, projectId, mode, onClose, onAssigned }: ChecklistDialogProps) {
  const submit = useNotifiedSubmit();
  const fullScreen = useFullScreenDialog();
  const catalogos = useCatalogosOT(companyId);
  const params = { companyId, projectId };
  const invalidates = () => [endpointKey('neo', neoChecklistsEndpoints.list, params)];
  const assign = useEndpointMutation('neo', neoChecklistsEndpoints.assign, { invalidates });
  const update = useEndpointMutation('neo', neoChecklistsEndpoints.update, {
    invalidates: (input) => [...invalidates(), endpointKey('neo', neoChecklistsEndpoints.get, input.params)],
  });
  const unidades = [...(catalogos.data?.Unidades ?? [])];
  if (mode.kind === 'edit' && !unidades.includes(mode.checklist.Unidad)) unidades.unshift(mode.checklist.Unidad);
  const initial: Values =
    mode.kind === 'edit' ? { MetaRevision: mode.checklist.MetaRevision, Unidad: mode.checklist.Unidad } : { listaId: mode.listaId, Unidad: '' };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <Form<Values>
        initialValues={initial}
        validate={mode.kind === 'edit' ? validateUpdate : validateAssign}
        onSubmit={(values) => {
          const body = { MetaRevision: values.MetaRevision as number, Unidad: values.Unidad };
          return submit(
            () =>
              mode.kind === 'edit'
                ? update.mutateAsync({ params: { ...params, checklistId: mode.checklist.id }, body })
                : assign.mutateAsync({ params, body: { ...body, listaId: mode.listaId } }),
            () => {
              if (mode.kind === 'assign') onAssigned?.();
              onClose();
            },
          );
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="checklist-dialog">
            <DialogTitle>{mode.kind === 'edit' ? s.editarTitulo(mode.checklist.Nombre) : `${s.asignarTitulo}: ${mode.nombre}`}</DialogTitle>
            <DialogContent>
              <FormSubmitError error={submitError} />
              <TextFieldInput
                name="MetaRevision"
                label={s.meta}
                type="number"
                numeric
                inputProps={{ min: 1, max: 100 }}
                autoFocus
                testId="field-MetaRevision"
              />
              <SelectFieldInput name="Unidad" label={s.unidad} options={unidades.map((u) => ({ value: u, label: u }))} />
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </Dialog>
  );
}
