import { type CompanyUser, UserEmailBody } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { useNotifiedCall } from '@insp/ui/components';
import { FormDialog, FormDialogActions, TextFieldInput, zodValidate } from '@insp/ui/forms';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form } from 'react-final-form';

import { useChangeUserEmail } from './api.ts';

const validate = zodValidate(UserEmailBody);

/** Change of the login email (separate dialog, 'Email inválido' / 'Email requerido'). */
export default function EmailDialog({ companyId, user, onClose, onSaved }: { companyId: string; user: CompanyUser; onClose: () => void; onSaved: () => void }) {
  const run = useNotifiedCall(onSaved);
  const change = useChangeUserEmail();
  return (
    <FormDialog onClose={onClose} fullWidth maxWidth="xs">
      <Form<{ Email: string }>
        initialValues={{ Email: user.Email ?? '' }}
        validate={validate}
        onSubmit={async (values) => {
          await run(() => change.mutateAsync({ params: { companyId, userId: user.id }, body: { Email: values.Email } }));
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="email-dialog">
            <DialogTitle>{adminScreens.users.changeEmailTitle}</DialogTitle>
            <DialogContent>
              <TextFieldInput name="Email" label={adminScreens.users.fields.email} type="email" autoFocus />
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </FormDialog>
  );
}
