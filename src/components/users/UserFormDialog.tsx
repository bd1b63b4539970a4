// Add a user to the company: name, e-mail, roles, and either an invitation
// link to pass on (the user sets their password) or a password set now.
// formik + yup with translated messages; a used e-mail is shown under its field.
import { Button, Group, Modal, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, type CreatedUser, type CreateUserBody } from '../../../engine/http';
import { useHttp } from '../../../engine/shell';
import { configAtom } from '../../../engine/state';
import { describeFailure } from '../../lib/formErrors';
import { fieldError, fieldProps, FormActions, FormFailureAlert, useFormFailure } from '../form';
import { InvitationLink } from './InvitationLink';
import { RolePicker } from './RolePicker';

const PASSWORD_MIN = 8;
type Mode = 'invite' | 'password';
interface Values { Name: string; Email: string; Roles: number[]; Password: string; Mode: Mode }

export function UserFormDialog({ opened, onClose, onCreated, assignable, defaultRoles }: {
  opened: boolean;
  onClose(): void;
  onCreated(user: CreatedUser): void;
  assignable: ReadonlySet<number>;
  defaultRoles: number[];
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const failure = useFormFailure();

  const schema = useMemo(
    () =>
      yup.object({
        Name: yup.string().trim().required(t('validation.required')).max(120, t('validation.maxLength', { max: 120 })),
        Email: yup.string().trim().required(t('validation.required')).email(t('validation.email')),
        Roles: yup.array(yup.number()).min(1, t('userManager.rolesRequired')),
        Mode: yup.string().oneOf(['invite', 'password']),
        Password: yup.string().when('Mode', {
          is: 'password',
          then: (s) => s.required(t('validation.required')).min(PASSWORD_MIN, t('validation.minLength', { min: PASSWORD_MIN })),
        }),
      }),
    [t],
  );

  const form = useFormik<Values>({
    initialValues: { Name: '', Email: '', Roles: defaultRoles, Password: '', Mode: 'invite' },
    validationSchema: schema,
    onSubmit: async (values) => {
      failure.clear();
      const body: CreateUserBody = { Name: values.Name.trim(), Email: values.Email.trim(), Roles: values.Roles };
      if (values.Mode === 'password') body.Password = values.Password;
      try {
        const user = await http.request<CreatedUser>(api.createUser, { body, silent: true });
        onCreated(user);
        if (user.InvitationUrl) setCreated(user);
        else close();
      } catch (error) {
        failure.show(form, describeFailure(error, t, config.errors, ['Name', 'Email', 'Roles', 'Password']));
      }
    },
  });

  function close() {
    form.resetForm();
    setCreated(null);
    failure.clear();
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={() => { if (!form.isSubmitting) close(); }}
      title={<Text fw={650} size="lg" component="span">{t('userManager.addUser')}</Text>}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="user-form-dialog"
    >
      {created?.InvitationUrl ? (
        <Stack gap="md">
          <InvitationLink url={created.InvitationUrl} name={created.Name} />
          <Group justify="flex-end"><Button onClick={close} data-testid="user-form-done">{t('userManager.done')}</Button></Group>
        </Stack>
      ) : (
        <form onSubmit={form.handleSubmit} noValidate data-testid="user-form">
          <Stack gap="md">
            <FormFailureAlert message={failure.message} />
            <TextInput label={t('userManager.name')} required autoComplete="off" data-autofocus {...fieldProps(form, 'Name')} />
            <TextInput label={t('userManager.email')} type="email" required autoComplete="off" {...fieldProps(form, 'Email')} />
            <RolePicker value={form.values.Roles} onChange={(roles) => void form.setFieldValue('Roles', roles)} assignable={assignable} error={fieldError(form, 'Roles')} />
            <Stack gap={6}>
              <Text size="sm" fw={500} id="user-form-access">{t('userManager.access')}</Text>
              <SegmentedControl
                aria-labelledby="user-form-access"
                value={form.values.Mode}
                onChange={(mode) => void form.setFieldValue('Mode', mode as Mode)}
                data={[
                  { value: 'invite', label: t('userManager.modeInvite') },
                  { value: 'password', label: t('userManager.modePassword') },
                ]}
                data-testid="user-form-mode"
              />
              <Text size="xs" c="dimmed">{t(form.values.Mode === 'invite' ? 'userManager.modeInviteHint' : 'userManager.modePasswordHint')}</Text>
            </Stack>
            {form.values.Mode === 'password' && (
              <PasswordInput label={t('auth.password')} required autoComplete="new-password" {...fieldProps(form, 'Password')} />
            )}
            <FormActions
              label={t(form.values.Mode === 'invite' ? 'userManager.invite' : 'userManager.create')}
              icon={<IconUserPlus size={18} aria-hidden />}
              submitting={form.isSubmitting}
              onCancel={close}
              testId="user-form-submit"
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
