import { type Perfil, PerfilPasswordForm, PerfilUpdateBody } from '@insp/contracts';
import { adminScreens, perfil as texts } from '@insp/messages';
import { resumenes } from '@insp/messages/resumenes';
import { type ApiClient, isApiError } from '@insp/mf-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useMemo, useState } from 'react';

import { type FieldErrors, zodValidate } from '../auth/form/zod-validate.ts';
import { perfilApi } from './perfil-api.ts';

const validateNames = zodValidate(PerfilUpdateBody);
const validatePasswords = zodValidate(PerfilPasswordForm);

const messageOf = (error: unknown): string => (isApiError(error) || error instanceof Error ? error.message : texts.loadFailed);

export interface PerfilPageProps {
  api: ApiClient;
  /** Success texts go to the shell's snackbar. */
  notify: (kind: 'success' | 'error', message: string) => void;
  /** After a name change: the session (top bar, token) reads the new name. */
  onNameChanged: () => void;
}

const fullWidthOnPhones = { width: { xs: '100%', sm: 'auto' }, alignSelf: { sm: 'flex-start' } } as const;

/**
 * 'Perfil': the signed-in user's data, their Nombre / Apellido, and a password change that needs the
 * current password (other devices are signed out). One column that fits a 390 px phone; errors show
 * under their field.
 */
export default function PerfilPage({ api, notify, onNameChanged }: PerfilPageProps) {
  const calls = useMemo(() => perfilApi(api), [api]);
  const [perfil, setPerfil] = useState<Perfil | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [names, setNames] = useState({ Nombre: '', Apellido: '' });
  const [nameErrors, setNameErrors] = useState<FieldErrors>({});
  const [passwords, setPasswords] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [passwordErrors, setPasswordErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'names' | 'password' | 'resumen' | null>(null);

  useEffect(() => {
    let live = true;
    calls.get().then(
      (answer) => {
        if (!live) return;
        setPerfil(answer);
        setNames({ Nombre: answer.Nombre, Apellido: answer.Apellido });
      },
      (error: unknown) => live && setLoadError(messageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [calls]);

  const saveNames = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateNames(names);
    setNameErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy('names');
    try {
      const answer = await calls.update(PerfilUpdateBody.parse(names));
      setPerfil(answer.perfil);
      setNames({ Nombre: answer.perfil.Nombre, Apellido: answer.perfil.Apellido });
      notify('success', answer.message);
      onNameChanged();
    } catch (error) {
      notify('error', messageOf(error));
    } finally {
      setBusy(null);
    }
  };

  const setResumenDiario = async (ResumenDiario: boolean) => {
    setBusy('resumen');
    try {
      const answer = await calls.resumenDiario({ ResumenDiario });
      setPerfil(answer.perfil);
      notify('success', answer.message);
    } catch (error) {
      notify('error', messageOf(error));
    } finally {
      setBusy(null);
    }
  };

  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validatePasswords(passwords);
    setPasswordErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy('password');
    try {
      const answer = await calls.changePassword({ currentPassword: passwords.currentPassword, newPassword: passwords.newPassword });
      setPasswords({ currentPassword: '', newPassword: '', confirmPassword: '' });
      notify('success', answer.message);
    } catch (error) {
      // the service's refusals name a field: show them there, not in a snackbar over the form
      const message = messageOf(error);
      if (isApiError(error) && error.status === 400)
        setPasswordErrors(message === texts.currentPasswordWrong ? { currentPassword: message } : { newPassword: message });
      else notify('error', message);
    } finally {
      setBusy(null);
    }
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!perfil) return <LinearProgress />;

  const nameField = (name: 'Nombre' | 'Apellido', label: string) => (
    <TextField
      label={label}
      value={names[name]}
      onChange={(e) => setNames((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(nameErrors[name])}
      helperText={nameErrors[name] ?? ' '}
      slotProps={{ htmlInput: { maxLength: 255, 'data-testid': `perfil-${name}` } }}
      fullWidth
    />
  );
  const passwordField = (name: keyof typeof passwords, label: string, autoComplete: string) => (
    <TextField
      type="password"
      label={label}
      value={passwords[name]}
      onChange={(e) => setPasswords((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(passwordErrors[name])}
      helperText={passwordErrors[name] ?? ' '}
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { maxLength: 128, 'data-testid': `perfil-${name}` } }}
      fullWidth
    />
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }} data-testid="perfil-page">
      <Typography variant="h5" component="h1">
        {texts.title}
      </Typography>
      <Card elevation={1}>
        <CardContent component="form" noValidate onSubmit={(e) => void saveNames(e)}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {texts.datosTitle}
          </Typography>
          <Stack spacing={0.5} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            <Typography>
              <strong>{texts.email}:</strong> {perfil.Email}
            </Typography>
            <Typography>
              <strong>{texts.tipo}:</strong> {adminScreens.users.types[perfil.tipoUsuario]}
            </Typography>
            {perfil.Empresa ? (
              <Typography>
                <strong>{texts.empresa}:</strong> {perfil.Empresa}
              </Typography>
            ) : null}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            {nameField('Nombre', texts.nombre)}
            {nameField('Apellido', texts.apellido)}
          </Stack>
          <Button type="submit" variant="contained" disabled={busy !== null} sx={fullWidthOnPhones}>
            {texts.save}
          </Button>
        </CardContent>
      </Card>
      <Card elevation={1}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {resumenes.perfilTitulo}
          </Typography>
          <FormControlLabel
            control={<Switch checked={perfil.ResumenDiario} disabled={busy !== null} onChange={(e) => void setResumenDiario(e.target.checked)} />}
            label={resumenes.perfilSwitch}
          />
          <Typography variant="body2" color="text.secondary">
            {resumenes.perfilAyuda}
          </Typography>
        </CardContent>
      </Card>
      <Card elevation={1}>
        <CardContent component="form" noValidate onSubmit={(e) => void changePassword(e)}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {texts.passwordTitle}
          </Typography>
          {passwordField('currentPassword', texts.currentPassword, 'current-password')}
          {passwordField('newPassword', texts.newPassword, 'new-password')}
          {passwordField('confirmPassword', texts.confirmPassword, 'new-password')}
          <Button type="submit" variant="contained" disabled={busy !== null} sx={fullWidthOnPhones}>
            {texts.changePassword}
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
