// Register a company and its first administrator. Validation messages are
// translated; a server error is shown under the field it names.
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { translationKeys, type LanguageCode } from '../../engine/config/compiled';
import { api, type AuthResult, type RegisterBody } from '../../engine/http';
import { toUrl, useHttp, useShell } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { fieldProps, FormActions, FormFailureAlert, FormFooterLink, FormHeading, useFormFailure } from '../components/form';
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
  const failure = useFormFailure();
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
      failure.clear();
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
        failure.show(form, describeFailure(error, t, config.errors, FIELDS));
      }
    },
  });

  // Errors show once the user typed something or tried to submit (a blur alone does not shift the layout).
  const input = (name: keyof Values) => ({ ...fieldProps(form, name, 'typed'), required: true });

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="register-form">
      <Stack gap="md">
        <FormHeading title={t('auth.registerTitle')} description={t(translationKeys.routeDescription('auth-register'))} />
        <FormFailureAlert message={failure.message} />
        <TextInput label={t('auth.businessAlias')} autoComplete="organization" {...input('BussinessAlias')} />
        <TextInput label={t('auth.name')} autoComplete="name" {...input('Name')} />
        <TextInput label={t('auth.email')} type="email" autoComplete="email" {...input('Email')} />
        <PasswordInput label={t('auth.password')} autoComplete="new-password" {...input('Password')} />
        <FormActions fullWidth label={t('auth.register')} icon={<IconUserPlus size={18} aria-hidden />} submitting={form.isSubmitting} />
        <FormFooterLink question={t('auth.haveAccount')} label={t('auth.signIn')} to={login} />
      </Stack>
    </form>
  );
}
