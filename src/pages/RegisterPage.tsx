// Register a company and its first administrator. Validation messages are
// translated; a server error is shown under the field it names.
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { translationKeys, type LanguageCode } from '../../engine/config/compiled';
import { api, type AuthResult, type RegisterBody } from '../../engine/http';
import { toUrl, useHttp, useShell } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { describeFailure } from '../lib/formErrors';

export const PASSWORD_MIN_LENGTH = 8;
const FIELDS = ['BussinessAlias', 'Name', 'Email', 'Password'] as const;
type Values = Omit<RegisterBody, 'Language'>;

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const { controller } = useShell();
  const config = useAtomValue(configAtom);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const login = toUrl(config.app.paths.login);

  const schema = useMemo(
    () =>
      yup.object({
        BussinessAlias: yup.string().trim().required(t('validation.required')),
        Name: yup.string().trim().required(t('validation.required')),
        Email: yup.string().trim().required(t('validation.required')).email(t('validation.email')),
        Password: yup
          .string()
          .required(t('validation.required'))
          .min(PASSWORD_MIN_LENGTH, t('validation.minLength', { min: PASSWORD_MIN_LENGTH })),
      }),
    [t],
  );

  const form = useFormik<Values>({
    initialValues: { BussinessAlias: '', Name: '', Email: '', Password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const body: RegisterBody = {
        BussinessAlias: values.BussinessAlias.trim(),
        Name: values.Name.trim(),
        Email: values.Email.trim(),
        Password: values.Password,
        Language: i18n.language as LanguageCode,
      };
      try {
        const result = await http.request<AuthResult>(api.register, { body, silent: true });
        await controller.signIn(result);
        navigate(toUrl(config.app.paths.home), { replace: true });
      } catch (error) {
        const { field, message } = describeFailure(error, t, config.errors, FIELDS);
        if (field) form.setFieldError(field, message);
        else setFailure(message);
      }
    },
  });

  const input = (name: keyof Values) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    // shown once the user typed something or tried to submit (a blur alone does not shift the layout)
    error: ((form.submitCount > 0 || (form.touched[name] && form.values[name] !== '')) && form.errors[name]) || undefined,
    required: true,
  });

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="register-form">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">{t('auth.registerTitle')}</Title>
          <Text c="dimmed" mt={4}>{t(translationKeys.routeDescription('auth-register'))}</Text>
        </div>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">{failure}</Alert>
        )}
        <TextInput label={t('auth.businessAlias')} autoComplete="organization" {...input('BussinessAlias')} />
        <TextInput label={t('auth.name')} autoComplete="name" {...input('Name')} />
        <TextInput label={t('auth.email')} type="email" autoComplete="email" {...input('Email')} />
        <PasswordInput label={t('auth.password')} autoComplete="new-password" {...input('Password')} />
        <Button type="submit" size="md" loading={form.isSubmitting} leftSection={<IconUserPlus size={18} aria-hidden />} fullWidth>
          {t('auth.register')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={login} fw={600}>{t('auth.signIn')}</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
