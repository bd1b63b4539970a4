// Sign in with e-mail and password. On success the session is stored and the
// user goes where they were heading (a deep link) or home.
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { translationKeys } from '../../engine/config/compiled';
import { api, type AuthResult, type LoginBody } from '../../engine/http';
import { safeReturnUrl, toUrl, useHttp, useShell } from '../../engine/shell';
import { configAtom, takeReturnTo } from '../../engine/state';
import { describeFailure } from '../lib/formErrors';

export default function LoginPage() {
  const { t } = useTranslation();
  const http = useHttp();
  const { controller } = useShell();
  const config = useAtomValue(configAtom);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const register = config.routes.find((r) => r.public && r.enabled && r.page === 'RegisterPage');

  const schema = useMemo(
    () =>
      yup.object({
        Email: yup.string().trim().required(t('validation.required')).email(t('validation.email')),
        Password: yup.string().required(t('validation.required')),
      }),
    [t],
  );

  const form = useFormik<LoginBody>({
    initialValues: { Email: '', Password: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const result = await http.request<AuthResult>(api.login, { body: { ...values, Email: values.Email.trim() }, silent: true });
        await controller.signIn(result);
        navigate(safeReturnUrl(takeReturnTo(), toUrl(config.app.paths.home)), { replace: true });
      } catch (error) {
        const { field, message } = describeFailure(error, t, config.errors, ['Email', 'Password']);
        if (field) form.setFieldError(field, message);
        else setFailure(message);
      }
    },
  });

  // Errors show once the user has typed something or tried to submit, so a
  // blur on the way to another link does not shift the layout under the pointer.
  const fieldError = (name: keyof LoginBody) =>
    ((form.submitCount > 0 || (form.touched[name] && form.values[name] !== '')) && form.errors[name]) || undefined;

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="login-form">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">{t('auth.loginTitle')}</Title>
          <Text c="dimmed" mt={4}>{t(translationKeys.routeDescription('auth-login'))}</Text>
        </div>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="login-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          name="Email"
          type="email"
          autoComplete="username"
          required
          value={form.values.Email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('Email')}
          autoFocus
        />
        <PasswordInput
          label={t('auth.password')}
          name="Password"
          autoComplete="current-password"
          required
          value={form.values.Password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={fieldError('Password')}
        />
        <Button type="submit" size="md" loading={form.isSubmitting} leftSection={<IconLogin2 size={18} aria-hidden />} fullWidth>
          {t('auth.signIn')}
        </Button>
        {register && (
          <Text size="sm" ta="center">
            {t('auth.noAccount')}{' '}
            <Anchor component={Link} to={toUrl(register.path)} fw={600}>{t('auth.register')}</Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
