import type { MessageResponse } from '@insp/contracts';
import { auth, authPages } from '@insp/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Form } from 'react-final-form';

import { AuthCard } from './AuthCard.tsx';
import { AuthLink } from './AuthLink.tsx';
import { TextInput, type TextInputProps } from './form/TextInput.tsx';
import type { FieldErrors } from './form/zod-validate.ts';

export interface MessageFormPageProps<V extends object> {
  title: string;
  testId: string;
  submitLabel: string;
  fields: TextInputProps[];
  validate: (values: V) => FieldErrors;
  send: (values: V) => Promise<MessageResponse>;
}

/** A form whose answer is a message shown on the page (reset, new password, sign-up). */
export function MessageFormPage<V extends object>({ title, testId, submitLabel, fields, validate, send }: MessageFormPageProps<V>) {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = async (values: V) => {
    try {
      setAnswer({ ok: true, message: (await send(values)).message });
    } catch (err) {
      setAnswer({ ok: false, message: err instanceof Error && err.message ? err.message : auth.somethingWrong });
    }
  };
  return (
    <AuthCard title={title} testId={testId}>
      <Form<V> onSubmit={submit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            {fields.map((f, i) => (
              <TextInput key={f.name} {...f} autoFocus={i === 0} />
            ))}
            {answer ? (
              <Alert severity={answer.ok ? 'success' : 'error'} sx={{ my: 1 }} data-testid="form-answer">
                {answer.message}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" fullWidth size="large" disabled={submitting} sx={{ mt: 1, mb: 2 }}>
              {submitLabel}
            </Button>
            <AuthLink to="/auth/sign-in">{authPages.backToSignIn}</AuthLink>
          </form>
        )}
      </Form>
    </AuthCard>
  );
}
