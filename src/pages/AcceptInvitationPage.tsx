// Accept an invitation (/auth/accept-invitation?token=...): the invited user
// chooses a password, the account is activated and signed in. There is no
// mail server, so the inviter passes this link on (user access step of the
// onboarding, or the user manager).
import { Alert, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { translationKeys } from '../../engine/config/compiled';
import { api, isApiError, type AuthResult } from '../../engine/http';
import { toUrl, useHttp, useShell } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { fieldProps, FormActions, FormFailureAlert, FormFooterLink, FormHeading, useFormFailure } from '../components/form';
import { describeFailure } from '../lib/formErrors';
import { PASSWORD_MIN_LENGTH } from './RegisterPage';

interface Values { Password: string; Confirm: string }

/** The invitation token of the link, when it looks like one. */
export function invitationToken(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

export default function AcceptInvitationPage() {
  const { t } = useTranslation();
  const http = useHttp();
  const { controller } = useShell();
  const config = useAtomValue(configAtom);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = invitationToken(search);
  const failure = useFormFailure();
  const login = toUrl(config.app.paths.login);

  const schema = useMemo(
    () =>
      yup.object({
        Password: yup.string().required(t('validation.required')).min(PASSWORD_MIN_LENGTH, t('validation.minLength', { min: PASSWORD_MIN_LENGTH })),
        Confirm: yup.string().required(t('validation.required')).oneOf([yup.ref('Password')], t('auth.passwordsDiffer')),
      }),
    [t],
  );

  const form = useFormik<Values>({
    initialValues: { Password: '', Confirm: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      failure.clear();
      try {
        const result = await http.request<AuthResult>(api.acceptInvitation, { body: { Token: token, Password: values.Password }, silent: true });
        await controller.signIn(result);
        navigate(toUrl(config.app.paths.home), { replace: true });
      } catch (error) {
        if (isApiError(error) && error.Field === 'Token') {
          failure.show(form, { message: t('auth.invitationInvalid') });
          return;
        }
        failure.show(form, describeFailure(error, t, config.errors, ['Password']));
      }
    },
  });

  const field = (name: keyof Values) => fieldProps(form, name, 'typed');

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="accept-invitation-form">
      <Stack gap="md">
        <FormHeading title={t('auth.acceptInvitationTitle')} description={t(translationKeys.routeDescription('auth-accept-invitation'))} />
        {!token ? (
          <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="invitation-missing">
            {t('auth.invitationMissing')}
          </Alert>
        ) : (
          <>
            <FormFailureAlert message={failure.message} testId="invitation-error" />
            <PasswordInput
              label={t('auth.newPassword')}
              description={t('validation.minLength', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              autoFocus
              {...field('Password')}
            />
            <PasswordInput label={t('auth.confirmPassword')} autoComplete="new-password" required {...field('Confirm')} />
            <FormActions fullWidth label={t('auth.acceptInvitation')} icon={<IconUserCheck size={18} aria-hidden />} submitting={form.isSubmitting} />
          </>
        )}
        <FormFooterLink question={t('auth.haveAccount')} label={t('auth.signIn')} to={login} />
      </Stack>
    </form>
  );
}
