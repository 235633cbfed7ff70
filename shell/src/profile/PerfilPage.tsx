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
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';

import { type FieldErrors, zodValidate } from '../auth/form/zod-validate.ts';
import { perfilApi } from './perfil-api.ts';

const validateNames = zodValidate(PerfilUpdateBody);
const validatePasswords = zodValidate(PerfilPasswordForm);

type Busy = 'names' | 'password' | 'resumen';

/** A form's submit stays on the page; its fields' errors show under them. True when there are none. */
function submitted(event: FormEvent, errors: FieldErrors, show: (errors: FieldErrors) => void): boolean {
  event.preventDefault();
  show(errors);
  return Object.keys(errors).length === 0;
}

/** A card of the page under its h2 title; with `onSubmit`, a form (validated by the page, not the browser). */
function Section({ title, onSubmit, children }: { title: string; onSubmit?: (event: FormEvent) => void; children: ReactNode }) {
  const heading = (
    <Typography variant="h6" component="h2" sx={{ mb: onSubmit ? 2 : 1 }}>
      {title}
    </Typography>
  );
  return (
    <Card elevation={1}>
      {onSubmit ? (
        <CardContent component="form" noValidate onSubmit={onSubmit}>
          {heading}
          {children}
        </CardContent>
      ) : (
        <CardContent>
          {heading}
          {children}
        </CardContent>
      )}
    </Card>
  );
}

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
  const [busy, setBusy] = useState<Busy | null>(null);

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

  /** One write at a time: `busy` names it while it runs; a failure goes to `refused` (by default the snackbar). */
  const write = async (kind: Busy, call: () => Promise<void>, refused = (error: unknown) => notify('error', messageOf(error))) => {
    setBusy(kind);
    try {
      await call();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  const saveNames = async (event: FormEvent) => {
    if (!submitted(event, validateNames(names), setNameErrors)) return;
    await write('names', async () => {
      const answer = await calls.update(PerfilUpdateBody.parse(names));
      setPerfil(answer.perfil);
      setNames({ Nombre: answer.perfil.Nombre, Apellido: answer.perfil.Apellido });
      notify('success', answer.message);
      onNameChanged();
    });
  };

  const setResumenDiario = (ResumenDiario: boolean) =>
    write('resumen', async () => {
      const answer = await calls.resumenDiario({ ResumenDiario });
      setPerfil(answer.perfil);
      notify('success', answer.message);
    });

  const changePassword = async (event: FormEvent) => {
    if (!submitted(event, validatePasswords(passwords), setPasswordErrors)) return;
    await write(
      'password',
      async () => {
        const answer = await calls.changePassword({ currentPassword: passwords.currentPassword, newPassword: passwords.newPassword });
        setPasswords({ currentPassword: '', newPassword: '', confirmPassword: '' });
        notify('success', answer.message);
      },
      (error) => {
        // the service's refusals name a field: show them there, not in a snackbar over the form
        const message = messageOf(error);
        if (isApiError(error) && error.status === 400)
          setPasswordErrors(message === texts.currentPasswordWrong ? { currentPassword: message } : { newPassword: message });
        else notify('error', message);
      },
    );
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
      <Section title={texts.datosTitle} onSubmit={(e) => void saveNames(e)}>
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
      </Section>
      <Section title={resumenes.perfilTitulo}>
        <FormControlLabel
          control={<Switch checked={perfil.ResumenDiario} disabled={busy !== null} onChange={(e) => void setResumenDiario(e.target.checked)} />}
          label={resumenes.perfilSwitch}
        />
        <Typography variant="body2" color="text.secondary">
          {resumenes.perfilAyuda}
        </Typography>
      </Section>
      <Section title={texts.passwordTitle} onSubmit={(e) => void changePassword(e)}>
        {passwordField('currentPassword', texts.currentPassword, 'current-password')}
        {passwordField('newPassword', texts.newPassword, 'new-password')}
        {passwordField('confirmPassword', texts.confirmPassword, 'new-password')}
        <Button type="submit" variant="contained" disabled={busy !== null} sx={fullWidthOnPhones}>
          {texts.changePassword}
        </Button>
      </Section>
    </Stack>
  );
}
