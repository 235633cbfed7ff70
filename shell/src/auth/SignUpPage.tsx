import { SignUpBody } from '@insp/contracts';
import { authPages } from '@insp/messages';

import { authApi } from '../session/auth-api.ts';
import { zodValidate } from './form/zod-validate.ts';
import { MessageFormPage } from './MessageFormPage.tsx';

const validate = zodValidate(SignUpBody);

/** /auth/sign-up: name, email, password, confirmation (spec 000 §5); shows the service's answer. */
export default function SignUpPage() {
  return (
    <MessageFormPage<SignUpBody>
      title={authPages.signUpTitle}
      testId="sign-up"
      submitLabel={authPages.signUpButton}
      fields={[
        { name: 'name', label: authPages.name, autoComplete: 'name' },
        { name: 'email', label: authPages.email, type: 'email', autoComplete: 'email' },
        { name: 'password', label: authPages.password, type: 'password', autoComplete: 'new-password' },
        { name: 'confirmPassword', label: authPages.confirmPassword, type: 'password', autoComplete: 'new-password' },
      ]}
      validate={validate}
      send={(values) => authApi.signUp({ ...values, name: values.name.trim(), email: values.email.trim() })}
    />
  );
}
