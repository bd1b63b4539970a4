// Sign in with e-mail and password. On success the session is stored and the
// user goes where they were heading (a deep link) or home.
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { translationKeys } from '../../engine/config/compiled';
import { api, type AuthResult, type LoginBody } from '../../engine/http';
import { safeReturnUrl, toUrl, useHttp, useShell } from '../../engine/shell';
import { configAtom, takeReturnTo } from '../../engine/state';
import { fieldProps, FormActions, FormFailureAlert, FormFooterLink, FormHeading, useFormFailure } from '../components/form';
import { describeFailure } from '../lib/formErrors';

export default function LoginPage() {
  const { t } = useTranslation();
  const http = useHttp();
  const { controller } = useShell();
  const config = useAtomValue(configAtom);
  const navigate = useNavigate();
  const failure = useFormFailure();
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
      failure.clear();
      try {
        const result = await http.request<AuthResult>(api.login, { body: { ...values, Email: values.Email.trim() }, silent: true });
        await controller.signIn(result);
        navigate(safeReturnUrl(takeReturnTo(), toUrl(config.app.paths.home)), { replace: true });
      } catch (error) {
        failure.show(form, describeFailure(error, t, config.errors, ['Email', 'Password']));
      }
    },
  });

  // Errors show once the user has typed something or tried to submit ('typed').
  const field = (name: keyof LoginBody) => fieldProps(form, name, 'typed');

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="login-form">
      <Stack gap="md">
        <FormHeading title={t('auth.loginTitle')} description={t(translationKeys.routeDescription('auth-login'))} />
        <FormFailureAlert message={failure.message} testId="login-error" />
        <TextInput label={t('auth.email')} type="email" autoComplete="username" required autoFocus {...field('Email')} />
        <PasswordInput label={t('auth.password')} autoComplete="current-password" required {...field('Password')} />
        <FormActions fullWidth label={t('auth.signIn')} icon={<IconLogin2 size={18} aria-hidden />} submitting={form.isSubmitting} />
        {register && <FormFooterLink question={t('auth.noAccount')} label={t('auth.register')} to={toUrl(register.path)} />}
      </Stack>
    </form>
  );
}
