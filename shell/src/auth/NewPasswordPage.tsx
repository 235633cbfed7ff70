import { NewPasswordForm } from '@insp/contracts';
import { auth, authPages } from '@insp/messages';

import { authApi } from '../session/auth-api.ts';
import { zodValidate } from './form/zod-validate.ts';
import { MessageFormPage } from './MessageFormPage.tsx';

const validate = zodValidate(NewPasswordForm);

/** /auth/new-password?token=…: the link of the reset mail; sets the new password. */
export default function NewPasswordPage() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  return (
    <MessageFormPage<NewPasswordForm>
      title={authPages.newPasswordTitle}
      testId="new-password"
      submitLabel={authPages.newPasswordButton}
      fields={[
        { name: 'password', label: authPages.newPassword, type: 'password', autoComplete: 'new-password' },
        { name: 'confirmPassword', label: authPages.confirmPassword, type: 'password', autoComplete: 'new-password' },
      ]}
      validate={validate}
      send={(values) => (token ? authApi.newPassword({ token, password: values.password }) : Promise.reject(new Error(auth.resetLinkInvalid)))}
    />
  );
}
