import { WebhookBody, type WebhookEndpoint, type WebhookTipo, webhookTipos } from '@insp/contracts/webhooks';
import { webhooks as texts, webhooksPantallas as t } from '@insp/messages/webhooks';
import { useRemoteProps } from '@insp/ui/components';
import { errorText, FormDialog, FormDialogActions, FormSubmitError, SwitchFieldInput, TextFieldInput, zodValidate } from '@insp/ui/forms';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Field, Form, useField } from 'react-final-form';

import { useCreateWebhook, useUpdateWebhook } from './api.ts';
import { SecretoCreado } from './SecretoCreado.tsx';

export interface WebhookDialogProps {
  companyId: string;
  /** The endpoint to edit; a new one without it. */
  webhook?: WebhookEndpoint;
  onClose: () => void;
}

interface Values {
  url: string;
  descripcion: string;
  eventos: WebhookTipo[];
  activo: boolean;
}

const validate = zodValidate(WebhookBody);

/** The event checkboxes, each with its Spanish label; the contract's message under them. */
function EventosField() {
  const { meta } = useField<WebhookTipo[]>('eventos', { subscription: { error: true, touched: true, submitFailed: true } });
  const shown = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : null;
  return (
    <FormControl component="fieldset" error={shown !== null} data-testid="webhook-eventos">
      <FormLabel component="legend">{t.eventos}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {webhookTipos.map((tipo) => (
          <Field<string> key={tipo} name="eventos" type="checkbox" value={tipo}>
            {({ input }) => (
              <FormControlLabel
                control={<Checkbox name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} onBlur={input.onBlur} value={tipo} />}
                label={texts.tipos[tipo]}
              />
            )}
          </Field>
        ))}
      </FormGroup>
      {shown ? <FormHelperText>{shown}</FormHelperText> : null}
    </FormControl>
  );
}

/**
 * 'Nuevo webhook' / 'Editar webhook' (issue 20 §4): URL, description, the events it receives and
 * Activo. The service's Spanish refusal (a URL it does not deliver to, the company's limit) shows in
 * the dialog; a creation's answer turns the dialog into the secret, shown this once.
 */
export function WebhookDialog({ companyId, webhook, onClose }: WebhookDialogProps) {
  const { notify } = useRemoteProps();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [secret, setSecret] = useState<string | null>(null);

  if (secret) return <SecretoCreado secret={secret} onClose={onClose} />;

  const initial: Values = webhook
    ? { url: webhook.url, descripcion: webhook.descripcion, eventos: webhook.eventos, activo: webhook.activo }
    : { url: '', descripcion: '', eventos: [], activo: true };

  return (
    <FormDialog onClose={onClose} fullWidth maxWidth="sm">
      <Form<Values>
        initialValues={initial}
        validate={validate}
        onSubmit={async (values) => {
          const body = { url: values.url.trim(), descripcion: values.descripcion.trim(), eventos: values.eventos, activo: values.activo };
          try {
            if (webhook) {
              const answer = await update.mutateAsync({ params: { companyId, webhookId: webhook.id }, body });
              notify('success', answer.message);
              onClose();
            } else {
              const answer = await create.mutateAsync({ params: { companyId }, body });
              notify('success', answer.message);
              setSecret(answer.secret);
            }
            return undefined;
          } catch (error) {
            return { [FORM_ERROR]: errorText(error) };
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form noValidate onSubmit={(event) => void handleSubmit(event)} data-testid="webhook-dialog">
            <DialogTitle>{webhook ? t.editarTitle : t.nuevoTitle}</DialogTitle>
            <DialogContent>
              <FormSubmitError error={submitError} />
              <Stack spacing={2} sx={{ pt: 1 }}>
                <TextFieldInput name="url" label={t.url} placeholder="https://" autoFocus />
                <TextFieldInput name="descripcion" label={t.descripcion} />
                <EventosField />
                <SwitchFieldInput name="activo" label={t.activo} />
              </Stack>
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={submitting} />
          </form>
        )}
      />
    </FormDialog>
  );
}
