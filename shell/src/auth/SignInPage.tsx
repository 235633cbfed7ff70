import type { SignInBody } from '@insp/contracts';
import { landingPath } from '@insp/domain';
import { auth, authPages } from '@insp/messages';
import { NotificationSnackbar } from '@insp/ui';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FormApi } from 'final-form';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';

import { goTo } from '../routing/location.ts';
import { authApi } from '../session/auth-api.ts';
import { setSession } from '../session/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthLink } from './AuthLink.tsx';
import { TextInput } from './form/TextInput.tsx';
import { type FieldErrors, zodValidate } from './form/zod-validate.ts';
import { forgetEmail, rememberedEmail, rememberEmail } from './remembered-email.ts';

/** Spec 000 §9: the sign-in snackbar hides after 3 s. */
const SIGN_IN_SNACKBAR_MS = 3000;

/**
 * The zod schema (SignInBody from @insp/contracts, with zod itself) loads on the first keystroke or
 * pointer press in the form, not with the page: the sign-in page stays small. Until then nothing is
 * reported invalid; a submit waits for the schema and stops when the values fail it.
 */
let schemaValidate: Promise<(values: object) => FieldErrors> | null = null;
const loadValidate = () => (schemaValidate ??= import('@insp/contracts').then((m) => zodValidate(m.SignInBody)));
const notYetValidated = (): FieldErrors => ({});

/**
 * From the user's first keystroke, tap or autofill in the form (and at the latest with the submit),
 * fetch what the first screen needs (router and layout, the federation runtime, /config.json, the
 * remotes' entries and descriptors): public static files, the same ones the signed-in app loads
 * anyway, downloaded while the password is typed instead of one after the other after the submit.
 * The page's own load stays as small as before (nothing is fetched until the user acts).
 */
function preloadSignedIn(): void {
  void import(/* webpackChunkName: "app" */ '../routing/SignedInApp.tsx').then((m) => m.bootFederation());
}

async function enableValidation(form: FormApi<SignInBody>): Promise<void> {
  preloadSignedIn();
  const validate = await loadValidate();
  if (form.getState().submitting) return;
  form.setConfig('validate', validate);
}

export default function SignInPage() {
  const [error, setError] = useState<string | null>(null);
  const initial = rememberedEmail();

  const submit = async (values: SignInBody, form: FormApi<SignInBody>) => {
    const validate = await loadValidate();
    if (Object.keys(validate(values)).length > 0) {
      // the schema arrived with this submit: validate now and show the errors like a blocked submit
      form.setConfig('validate', validate);
      for (const name of form.getRegisteredFields()) form.blur(name as keyof SignInBody);
      return;
    }
    preloadSignedIn();
    try {
      const answer = await authApi.signIn({ email: values.email.trim(), password: values.password, remember: values.remember === true });
      if (values.remember) rememberEmail(values.email.trim());
      else forgetEmail();
      setSession(answer);
      goTo(landingPath(answer.user.userType), { replace: true });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : auth.somethingWrong);
    }
  };

  return (
    <AuthCard title={authPages.signInTitle} testId="sign-in">
      <Form<SignInBody> onSubmit={submit} validate={notYetValidated} initialValues={{ email: initial ?? '', password: '', remember: initial !== null }}>
        {({ handleSubmit, submitting, form }) => (
          <form
            onSubmit={handleSubmit}
            noValidate
            onKeyDownCapture={() => void enableValidation(form)}
            onPointerDownCapture={() => void enableValidation(form)}
            onInputCapture={() => void enableValidation(form)}
          >
            <TextInput name="email" label={authPages.email} type="email" autoComplete="username" autoFocus />
            <TextInput name="password" label={authPages.password} type="password" autoComplete="current-password" />
            <Field<boolean> name="remember" type="checkbox">
              {({ input }) => <FormControlLabel control={<Checkbox {...input} checked={input.checked ?? false} />} label={authPages.rememberMe} />}
            </Field>
            <Button type="submit" variant="contained" fullWidth size="large" disabled={submitting} sx={{ mt: 1, mb: 2 }}>
              {authPages.signInButton}
            </Button>
            <AuthLink to="/auth/reset-password">{authPages.forgotPassword}</AuthLink>
          </form>
        )}
      </Form>
      <NotificationSnackbar message={error} kind="error" autoHideMs={SIGN_IN_SNACKBAR_MS} onClose={() => setError(null)} />
    </AuthCard>
  );
}
