// The 'invite user' dialog of the user access step: Email (required, a valid
// address) and Name (required), submitted only when valid. The invitee gets
// the role onboarding.yaml names (the server decides). An e-mail already in
// use answers ok false: the dialog closes and the step shows the 'already
// created user' alert.
import { Modal, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, isApiError, type InvitationResult, type InviteGuestBody } from '../../engine/http';
import { useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { formFailure } from '../../engine/wizard';
import { fieldProps, FormActions, FormFailureAlert, useFormFailure } from '../components/form';

/** The standard e-mail pattern of the invite form (specification section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type InviteOutcome = { ok: true; email: string; name: string; invitationUrl: string } | { ok: false; email: string };

export function inviteSchema(messages: { required: string; email: string }) {
  return yup.object({
    Email: yup.string().trim().required(messages.required).matches(EMAIL_PATTERN, messages.email).max(254),
    Name: yup.string().trim().required(messages.required).max(120),
  });
}

export function InviteUserDialog({ opened, onClose, onDone }: { opened: boolean; onClose(): void; onDone(outcome: InviteOutcome): void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const failure = useFormFailure();
  const schema = useMemo(() => inviteSchema({ required: t('validation.required'), email: t('validation.email') }), [t]);

  const form = useFormik<InviteGuestBody>({
    initialValues: { Email: '', Name: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      failure.clear();
      const body = { Email: values.Email.trim(), Name: values.Name.trim() };
      try {
        const result = await http.request<InvitationResult>(api.inviteGuest, { body, ignoreCodes: ['USER_EXISTS'] });
        form.resetForm();
        onDone({ ok: true, email: body.Email, name: body.Name, invitationUrl: result.InvitationUrl });
      } catch (error) {
        if (isApiError(error) && error.ErrorCode === 'USER_EXISTS') {
          form.resetForm();
          onDone({ ok: false, email: body.Email });
          return;
        }
        failure.show(form, formFailure(error, t, config.errors, ['Email', 'Name']));
      }
    },
  });

  const close = () => {
    form.resetForm();
    failure.clear();
    onClose();
  };

  return (
    <Modal className="wizard-contrast" closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={close} title={t('onboarding.invite.title')} centered data-testid="invite-dialog">
      <form onSubmit={form.handleSubmit} noValidate data-testid="invite-form">
        <Stack gap="md">
          <FormFailureAlert message={failure.message} />
          <TextInput label={t('onboarding.invite.email')} type="email" autoComplete="off" required data-autofocus {...fieldProps(form, 'Email')} />
          <TextInput label={t('onboarding.invite.name')} autoComplete="off" required {...fieldProps(form, 'Name')} />
          <FormActions label={t('onboarding.invite.submit')} icon={<IconSend size={16} aria-hidden />} submitting={form.isSubmitting} onCancel={close} testId="invite-submit" />
        </Stack>
      </form>
    </Modal>
  );
}
