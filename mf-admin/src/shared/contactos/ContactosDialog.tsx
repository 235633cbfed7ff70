import { ContactoInput, CONTACTOS_MAX, type MessageResponse, type SubcontratoContacto } from '@insp/contracts';
import { contactos as t } from '@insp/messages';
import { type Column, SimpleTable, useRemoteProps } from '@insp/ui/components';
import { TextFieldInput, zodValidate } from '@insp/ui/forms';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form } from 'react-final-form';

export interface ContactosDialogProps {
  /** The subcontract's name (the title). */
  nombre: string;
  /** Its contacts as read (the query of the catalogue's or the checklist template's route). */
  list: { data?: { Contactos: SubcontratoContacto[] } | undefined; error: Error | null; isPending: boolean };
  /** Replaces the whole list; the answer's message goes to the snackbar. */
  save: (Contactos: ContactoInput[]) => Promise<MessageResponse>;
  onClose: () => void;
}

interface ContactoValues {
  Nombre: string;
  Email: string;
  Telefono: string;
}

const empty: ContactoValues = { Nombre: '', Email: '', Telefono: '' };
const validate = zodValidate(ContactoInput);
const asInput = ({ id, Nombre, Email, Telefono }: SubcontratoContacto) => ({ id, Nombre, Email, Telefono });

/**
 * 'Contactos - {subcontrato}' (issue 20 §1): the subcontract's contact people (Nombre, Email,
 * Teléfono) with Editar and Eliminar, and a form below that adds one or saves the one being edited.
 * Every change saves the whole list; the service's Spanish answer goes to the snackbar. The same
 * dialog serves the company's Subcontratos catalogue and a checklist template's subcontracts.
 */
export function ContactosDialog({ nombre, list, save, onClose }: ContactosDialogProps) {
  const { notify } = useRemoteProps();
  const [editing, setEditing] = useState<SubcontratoContacto | null>(null);
  const current = list.data?.Contactos ?? [];

  const store = async (next: ContactoInput[]): Promise<boolean> => {
    try {
      const answer = await save(next);
      notify('success', answer.message);
      return true;
    } catch (err) {
      notify('error', err instanceof Error ? err.message : String(err));
      return false;
    }
  };

  const remove = async (row: SubcontratoContacto) => {
    if ((await store(current.filter((c) => c.id !== row.id).map(asInput))) && editing?.id === row.id) setEditing(null);
  };

  const full = editing === null && current.length >= CONTACTOS_MAX;
  const columns: Column<SubcontratoContacto>[] = [
    { header: t.nombre, render: (row) => row.Nombre },
    { header: t.email, render: (row) => row.Email },
    { header: t.telefono, render: (row) => row.Telefono },
    {
      header: t.acciones,
      sx: { whiteSpace: 'nowrap' },
      render: (row) => (
        <>
          <Button size="small" onClick={() => setEditing(row)}>
            {t.edit}
          </Button>
          <Button size="small" color="error" onClick={() => void remove(row)}>
            {t.remove}
          </Button>
        </>
      ),
    },
  ];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t.title(nombre)}</DialogTitle>
      <DialogContent>
        {list.error ? <Alert severity="error">{list.error.message}</Alert> : null}
        <div data-testid="contactos-list">
          {current.length === 0 && !list.isPending ? (
            <Typography color="text.secondary">{t.empty}</Typography>
          ) : (
            <SimpleTable columns={columns} rows={current} rowKey={(row) => row.id} rowTestId="contacto-row" />
          )}
        </div>
        {full ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {t.limitReached(CONTACTOS_MAX)}
          </Typography>
        ) : (
          <Form<ContactoValues>
            key={editing?.id ?? 'new'}
            initialValues={editing ? { Nombre: editing.Nombre, Email: editing.Email, Telefono: editing.Telefono } : empty}
            validate={validate}
            onSubmit={async (values, form) => {
              const contacto = { Nombre: values.Nombre.trim(), Email: values.Email.trim(), Telefono: values.Telefono.trim() };
              const next = editing ? current.map((c) => (c.id === editing.id ? { id: c.id, ...contacto } : asInput(c))) : [...current.map(asInput), contacto];
              if (await store(next)) {
                setEditing(null);
                form.restart(empty);
              }
            }}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate data-testid="contacto-form">
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}>
                  <TextFieldInput name="Nombre" label={t.nombre} />
                  <TextFieldInput name="Email" label={t.email} type="email" />
                  <TextFieldInput name="Telefono" label={t.telefono} />
                </Stack>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button type="submit" variant="contained" disabled={submitting}>
                    {editing ? t.save : t.add}
                  </Button>
                  {editing ? <Button onClick={() => setEditing(null)}>{t.cancel}</Button> : null}
                </Stack>
              </form>
            )}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
