import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { schemaResolver } from '@admin/forms/schemaResolver';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { KeepTypedValues } from '@admin/forms/KeepTypedValues';
import { LanguageMenu } from '@admin/layout/LanguageMenu';
import { usePageDocumentTitle } from '@admin/layout/DocumentTitle';
import type { HttpError } from 'react-admin';
import { statusCodes } from '@shared/api';
import { support } from '@shared/resources/leads';
import { contactCreateSchema } from '@shared/resources/leadsSchemas';

const T = 'app.contact';
const resolver = schemaResolver(contactCreateSchema);
const emptyForm = { name: '', email: '', phone: '', subject: '', message: '' };

type Outcome = { kind: 'sent' } | { kind: 'tooMany' } | { kind: 'failed'; reason: string };

/**
 * The public /contact-us page (simple layout, no login): a contact form validated with the server's own
 * schema, sent as `create('support')` (the contract's public `public/contact-us/create`, no token). The
 * http layer toasts the server's answer; the page also says in place whether the message went out.
 */
export function ContactUsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  usePageDocumentTitle(translate(`${T}.title`));
  // A new key mounts a fresh, empty form after a successful send.
  const [formKey, setFormKey] = useState(0);

  const handleSubmit = async (values: Record<string, unknown>) => {
    setOutcome(null);
    try {
      await dataProvider.create(support.name, { data: values });
      setOutcome({ kind: 'sent' });
      setFormKey((k) => k + 1);
      return undefined;
    } catch (error) {
      const { status, body, message } = error as HttpError & { body?: { statusCode?: number; errors?: Record<string, unknown> } };
      if (status === 429 || body?.statusCode === statusCodes.TOO_MANY_REQUESTS) setOutcome({ kind: 'tooMany' });
      else setOutcome({ kind: 'failed', reason: message });
      // Field errors of the answer land under their inputs; the root error is already in the alert.
      const { root: _root, ...fieldErrors } = body?.errors ?? {};
      return fieldErrors;
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 640, mt: { xs: 2, sm: 6 } }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h5" component="h1">
              {translate(`${T}.title`)}
            </Typography>
            <LanguageMenu />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.subtitle`)}
          </Typography>
          {outcome && (
            <Alert
              severity={outcome.kind === 'sent' ? 'success' : 'error'}
              role={outcome.kind === 'sent' ? 'status' : 'alert'}
              sx={{ mb: 2 }}
            >
              {outcome.kind === 'sent'
                ? translate(`${T}.sent`)
                : outcome.kind === 'tooMany'
                  ? translate(`${T}.tooMany`)
                  : translate(`${T}.failed`, { reason: translate(outcome.reason, { _: outcome.reason }) })}
            </Alert>
          )}
          <Form key={formKey} defaultValues={emptyForm} resolver={resolver} onSubmit={handleSubmit} noValidate>
            <KeepTypedValues />
            <Stack spacing={0}>
              <TextInput source="name" label={`${T}.fields.name`} autoComplete="name" isRequired fullWidth />
              <TextInput source="email" label={`${T}.fields.email`} type="email" autoComplete="email" isRequired fullWidth />
              <TextInput source="phone" label={`${T}.fields.phone`} type="tel" autoComplete="tel" fullWidth />
              <TextInput source="subject" label={`${T}.fields.subject`} fullWidth />
              <TextInput source="message" label={`${T}.fields.message`} multiline minRows={4} isRequired fullWidth />
              <SubmitButton />
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box>
      <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={isSubmitting}>
        {translate(isSubmitting ? `${T}.sending` : `${T}.submit`)}
      </Button>
    </Box>
  );
}
