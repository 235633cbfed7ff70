import { Form } from 'react-final-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { UserEmailBody, type CompanyUser } from '@insp/contracts';
import { adminScreens } from '@insp/messages';
import { useRemoteProps } from '@insp/ui/components';
import { TextFieldInput, errorText, zodValidate } from '@insp/ui/forms';
import { changeUserEmail } from '../api.ts';

const validate = zodValidate(UserEmailBody);

/** Change of the login email (separate dialog, 'Email inválido' / 'Email requerido'). */
export default function EmailDialog({ companyId, user, onClose, onSaved }: { companyId: string; user: CompanyUser; onClose: () => void; onSaved: () => void }) {
  const { api, notify } = useRemoteProps();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Form<{ Email: string }>
        initialValues={{ Email: user.Email ?? '' }}
        validate={validate}
        onSubmit={async (values) => {
          try {
            const answer = await changeUserEmail(api, companyId, user.id, { Email: values.Email });
            notify('success', answer.message);
            onSaved();
          } catch (error) {
            notify('error', errorText(error));
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="email-dialog">
            <DialogTitle>{adminScreens.users.changeEmailTitle}</DialogTitle>
            <DialogContent>
              <TextFieldInput name="Email" label={adminScreens.users.fields.email} type="email" autoFocus />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{adminScreens.actions.cancel}</Button>
              <Button type="submit" variant="contained" disabled={submitting}>
                {adminScreens.actions.save}
              </Button>
            </DialogActions>
          </form>
        )}
      />
    </Dialog>
  );
}
