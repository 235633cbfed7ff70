import type { Endpoint } from '@insp/contracts';
import { endpointKey, type GatewayService, type QueryKeyPrefix, useEndpointMutation } from '@insp/ui/data';
import { SelectFieldInput, zodValidate } from '@insp/ui/forms';
import { lazyScreenDialog, type NombreResponsableBody, type NombreResponsableDialogProps, type ResponsableUsers } from '@insp/ui/screens';
import { useMemo } from 'react';
import type { z } from 'zod';

// Loaded lazily by the review screens (ItemDialog is never part of a screen's first chunk: it
// brings the forms).

const NombreResponsableDialog = lazyScreenDialog((d) => d.NombreResponsableDialog);

type Write<P> = Endpoint<z.ZodType<unknown, P>, undefined, z.ZodType<unknown, NombreResponsableBody>>;

/** Who may be responsible: the company's users with the module (its users hook), and the field's label. */
export interface ResponsableChoice {
  useUsuarios: (companyId: string) => ResponsableUsers;
  label: string;
}

export interface ResponsableFieldProps extends ResponsableChoice {
  companyId: string;
  name?: string;
  /** The current responsible, kept as an option even if the user lost the module. */
  current?: { id: string; NombreCompleto: string } | null;
}

/** The responsible select of the create/edit dialogs: the users with the module (final-form field). */
export function ResponsableField({ companyId, name = 'ResponsableId', label, current, useUsuarios }: ResponsableFieldProps) {
  const usuarios = useUsuarios(companyId);
  const options = usuarios.items.map((u) => ({ value: u.id, label: u.Cargo ? `${u.NombreCompleto} (${u.Cargo})` : u.NombreCompleto }));
  if (current && !options.some((o) => o.value === current.id)) options.unshift({ value: current.id, label: current.NombreCompleto });
  return <SelectFieldInput name={name} label={label} options={options} />;
}

export interface ItemDialogProps<P extends object, U extends object> {
  service: GatewayService;
  companyId: string;
  testId: string;
  labels: NombreResponsableDialogProps['labels'];
  /** The body's schema (the form says what is missing). */
  schema: z.ZodType;
  /** null: create. */
  item: { id: string; Nombre: string; Responsable: { id: string; NombreCompleto: string } | null } | null;
  /** The parent's params (create) and the item's (update). */
  params: P;
  itemParams: (id: string) => U;
  endpoints: { create: Write<P>; update: Write<U>; get: Endpoint };
  /** The lists a write changes (the item's list and its parent's, which counts the items). */
  lists: () => readonly QueryKeyPrefix[];
  responsable: ResponsableChoice;
  onClose: () => void;
}

/** Create / edit a revision or a listado with its responsible (spec 001 §2, §5): 'Nombre requerido'; the duplicate name from the service. */
export function ItemDialog<P extends object, U extends object>({ service, companyId, endpoints, item, responsable, ...props }: ItemDialogProps<P, U>) {
  const validate = useMemo(() => zodValidate(props.schema), [props.schema]);
  const create = useEndpointMutation(service, endpoints.create, { invalidates: props.lists });
  const update = useEndpointMutation(service, endpoints.update, {
    invalidates: (input) => [...props.lists(), endpointKey(service, endpoints.get, input.params)],
  });
  return (
    <NombreResponsableDialog
      testId={props.testId}
      labels={props.labels}
      item={item}
      validate={validate}
      create={(body) => create.mutateAsync({ params: props.params, body })}
      update={(id, body) => update.mutateAsync({ params: props.itemParams(id), body })}
      onClose={props.onClose}
    >
      <ResponsableField companyId={companyId} current={item?.Responsable ?? null} {...responsable} />
    </NombreResponsableDialog>
  );
}
