import { ResetPasswordBody } from '@insp/contracts';
import { authPages } from '@insp/messages';

import { authApi } from '../session/auth-api.ts';
import { zodValidate } from './form/zod-validate.ts';
import { MessageFormPage } from './MessageFormPage.tsx';

const validate = zodValidate(ResetPasswordBody);

/** /auth/reset-password: request a reset mail; the service's answer is shown as it comes. */
export default function ResetPasswordPage() {
  return (
    <MessageFormPage<ResetPasswordBody>
      title={authPages.resetTitle}
      testId="reset-password"
      submitLabel={authPages.resetButton}
      fields={[{ name: 'email', label: authPages.resetEmail, type: 'email', autoComplete: 'email' }]}
      validate={validate}
      send={(values) => authApi.resetPassword({ email: values.email.trim() })}
    />
  );
}
