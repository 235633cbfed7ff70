import { useState } from 'react';
import { Form, Field } from 'react-final-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { SignInBody } from '@insp/contracts';
import { auth, authPages } from '@insp/messages';
import { landingPath } from '@insp/domain';
import { NotificationSnackbar } from '@insp/ui';
import { authApi } from '../session/auth-api.ts';
import { setSession } from '../session/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { TextInput } from './form/TextInput.tsx';
import { zodValidate } from './form/zod-validate.ts';
import { forgetEmail, rememberedEmail, rememberEmail } from './remembered-email.ts';

/** Spec 000 §9: the sign-in snackbar hides after 3 s. */
const SIGN_IN_SNACKBAR_MS = 3000;
const validate = zodValidate(SignInBody);

export default function SignInPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const initial = rememberedEmail();

  const submit = async (values: SignInBody) => {
    try {
      const answer = await authApi.signIn({ email: values.email.trim(), password: values.password, remember: values.remember === true });
      if (values.remember) rememberEmail(values.email.trim());
      else forgetEmail();
      setSession(answer);
      navigate(landingPath(answer.user.userType), { replace: true });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : auth.somethingWrong);
    }
  };

  return (
    <AuthCard title={authPages.signInTitle} testId="sign-in">
      <Form<SignInBody> onSubmit={submit} validate={validate} initialValues={{ email: initial ?? '', password: '', remember: initial !== null }}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextInput name="email" label={authPages.email} type="email" autoComplete="username" autoFocus />
            <TextInput name="password" label={authPages.password} type="password" autoComplete="current-password" />
            <Field<boolean> name="remember" type="checkbox">
              {({ input }) => (
                <FormControlLabel control={<Checkbox {...input} checked={input.checked ?? false} />} label={authPages.rememberMe} />
              )}
            </Field>
            <Button type="submit" variant="contained" fullWidth size="large" disabled={submitting} sx={{ mt: 1, mb: 2 }}>
              {authPages.signInButton}
            </Button>
            <Link component={RouterLink} to="/auth/reset-password" variant="body2">
              {authPages.forgotPassword}
            </Link>
          </form>
        )}
      </Form>
      <NotificationSnackbar message={error} kind="error" autoHideMs={SIGN_IN_SNACKBAR_MS} onClose={() => setError(null)} />
    </AuthCard>
  );
}
