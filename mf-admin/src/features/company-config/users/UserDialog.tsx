import { type CompanyDetail, type CompanyUser, UserCreateBody, UserUpdateBody } from '@insp/contracts';
import { PHONE_PREFIX } from '@insp/domain';
import { adminScreens } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';
import { errorText, FormDialog, FormDialogActions, type FormErrors, SelectFieldInput, SwitchFieldInput, TextFieldInput, zodValidate } from '@insp/ui/forms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Form, useField } from 'react-final-form';

import { useActiveCargos, useCreateUser, useUpdateUser } from './api.ts';

const u = adminScreens.users;
type TabId = 'auth' | 'datos' | 'modulos';

interface Values {
  Email?: string;
  ConfirmarEmail?: string;
  Nombre: string;
  Apellido: string;
  Telefono: string;
  tipoUsuario: 'AdministradorEmpresa' | 'UsuarioEmpresa';
  Cargo: string;
  Revisiones: boolean;
  Checklist: boolean;
  ChecklistsOT: boolean;
}

/** Which tab holds each field (the dialog opens the first tab with an error on a failed save). */
const tabOf: Record<string, TabId> = {
  Email: 'auth',
  ConfirmarEmail: 'auth',
  Nombre: 'datos',
  Apellido: 'datos',
  Telefono: 'datos',
  tipoUsuario: 'datos',
  Cargo: 'datos',
  Revisiones: 'modulos',
  Checklist: 'modulos',
  ChecklistsOT: 'modulos',
};

/** The telephone as typed after the +569 prefix the field shows. */
const localPhone = (telefono: string) => (telefono.startsWith(PHONE_PREFIX) ? telefono.slice(PHONE_PREFIX.length) : telefono);

/**
 * The contract's rules plus the number itself: the user types the 8 digits after the +569 the field
 * shows (spaces and dashes allowed), said under the field instead of a refusal after saving.
 */
const withTelefono =
  (validate: (values: object) => FormErrors) =>
  (values: Values): FormErrors => {
    const errors = validate(values);
    const digits = localPhone(values.Telefono ?? '').replace(/[\s.()-]/g, '');
    if (!errors.Telefono && !/^\d{8}$/.test(digits)) return { ...errors, Telefono: u.telefonoInvalid };
    return errors;
  };
const validateCreate = withTelefono(zodValidate(UserCreateBody));
const validateUpdate = withTelefono(zodValidate(UserUpdateBody));

function ModulesError() {
  const { meta } = useField('Revisiones', { subscription: { error: true, submitFailed: true, touched: true } });
  return meta.submitFailed && typeof meta.error === 'string' ? (
    <FormHelperText error data-testid="modules-error">
      {meta.error}
    </FormHelperText>
  ) : null;
}

export interface UserDialogProps {
  companyId: string;
  company: CompanyDetail;
  /** null: create. */
  user: CompanyUser | null;
  /** The company's AdministradorEmpresa, if any (only one per company). */
  directorId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create / edit a user: tabs Autenticación, Datos, Módulos with the rules of spec 000 §5. */
export default function UserDialog({ companyId, company, user, directorId, onClose, onSaved }: UserDialogProps) {
  const { notify } = useRemoteProps();
  const [tab, setTab] = useState<TabId>('auth');
  const cargos = useActiveCargos(companyId);
  const create = useCreateUser();
  const update = useUpdateUser();
  const cargoNames = (cargos.data?.items ?? []).map((c) => c.Nombre);
  if (user && user.Cargo && !cargoNames.includes(user.Cargo)) cargoNames.unshift(user.Cargo);

  const initial: Values = user
    ? {
        Nombre: user.Nombre,
        Apellido: user.Apellido,
        Telefono: localPhone(user.Telefono),
        tipoUsuario: user.tipoUsuario === 'AdministradorEmpresa' ? 'AdministradorEmpresa' : 'UsuarioEmpresa',
        Cargo: user.Cargo,
        Revisiones: user.Revisiones,
        Checklist: user.Checklist,
        ChecklistsOT: user.ChecklistsOT,
      }
    : {
        Email: '',
        ConfirmarEmail: '',
        Nombre: '',
        Apellido: '',
        Telefono: '',
        tipoUsuario: 'UsuarioEmpresa',
        Cargo: '',
        Revisiones: false,
        Checklist: false,
        ChecklistsOT: false,
      };
  const directorTaken = directorId !== null && directorId !== user?.id;

  return (
    <FormDialog onClose={onClose} fullWidth maxWidth="sm">
      <Form<Values>
        initialValues={initial}
        validate={user ? validateUpdate : validateCreate}
        onSubmit={async (values) => {
          const profile = {
            Nombre: values.Nombre,
            Apellido: values.Apellido,
            Telefono: values.Telefono,
            tipoUsuario: values.tipoUsuario,
            Cargo: values.Cargo,
            Revisiones: values.Revisiones,
            Checklist: values.Checklist,
            ChecklistsOT: values.ChecklistsOT,
          };
          try {
            const answer = user
              ? await update.mutateAsync({ params: { companyId, userId: user.id }, body: profile })
              : await create.mutateAsync({
                  params: { companyId },
                  body: { ...profile, Email: values.Email ?? '', ConfirmarEmail: values.ConfirmarEmail ?? '' },
                });
            notify('success', answer.message);
            onSaved();
          } catch (error) {
            notify('error', errorText(error));
          }
        }}
        render={({ handleSubmit, submitting, form }) => (
          <form
            noValidate
            data-testid="user-dialog"
            onSubmit={(event) => {
              const errors = form.getState().errors ?? {};
              const first = Object.keys(tabOf).find((k) => k in errors);
              if (first) setTab(tabOf[first] ?? 'auth');
              void handleSubmit(event);
            }}
          >
            <DialogTitle>{user ? u.editTitle : u.newTitle}</DialogTitle>
            <DialogContent>
              <Tabs value={tab} onChange={(_e, value: TabId) => setTab(value)} sx={{ mb: 2 }}>
                <Tab value="auth" label={u.tabs.auth} sx={{ textTransform: 'none' }} />
                <Tab value="datos" label={u.tabs.datos} sx={{ textTransform: 'none' }} />
                <Tab value="modulos" label={u.tabs.modulos} sx={{ textTransform: 'none' }} />
              </Tabs>
              <Box sx={{ display: tab === 'auth' ? 'block' : 'none' }}>
                {user ? (
                  <TextField label={u.fields.email} value={user.Email ?? ''} disabled fullWidth margin="dense" size="small" />
                ) : (
                  <>
                    <TextFieldInput name="Email" label={u.fields.email} type="email" autoFocus />
                    <TextFieldInput name="ConfirmarEmail" label={u.fields.confirmarEmail} type="email" />
                  </>
                )}
              </Box>
              <Box sx={{ display: tab === 'datos' ? 'block' : 'none' }}>
                <TextFieldInput name="Nombre" label={u.fields.nombre} />
                <TextFieldInput name="Apellido" label={u.fields.apellido} />
                <TextFieldInput
                  name="Telefono"
                  label={u.fields.telefono}
                  type="tel"
                  placeholder={u.telefonoPlaceholder}
                  startAdornment={<InputAdornment position="start">{PHONE_PREFIX}</InputAdornment>}
                />
                <SelectFieldInput
                  name="tipoUsuario"
                  label={u.fields.tipoUsuario}
                  options={[
                    {
                      value: 'AdministradorEmpresa',
                      label: directorTaken ? `${u.types.AdministradorEmpresa} — ${u.directorTaken}` : u.types.AdministradorEmpresa,
                      disabled: directorTaken,
                    },
                    { value: 'UsuarioEmpresa', label: u.types.UsuarioEmpresa },
                  ]}
                />
                <SelectFieldInput name="Cargo" label={u.fields.cargo} options={cargoNames.map((name) => ({ value: name, label: name }))} />
              </Box>
              <Box sx={{ display: tab === 'modulos' ? 'block' : 'none' }}>
                {company.Revisiones.Activado ? <SwitchFieldInput name="Revisiones" label={adminScreens.companies.modules.Revisiones} /> : null}
                {company.CheckList.Activado ? <SwitchFieldInput name="Checklist" label={adminScreens.companies.modules.CheckList} /> : null}
                {company.ChecklistsOT.Activado ? <SwitchFieldInput name="ChecklistsOT" label={adminScreens.companies.modules.ChecklistsOT} /> : null}
                {!company.Revisiones.Activado && !company.CheckList.Activado && !company.ChecklistsOT.Activado ? (
                  <Alert severity="info" data-testid="user-dialog-no-modules">
                    {u.noModules}
                  </Alert>
                ) : null}
                <ModulesError />
              </Box>
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </FormDialog>
  );
}
