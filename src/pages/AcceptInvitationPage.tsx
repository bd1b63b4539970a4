// Accept an invitation (/auth/accept-invitation?token=...): the invited user
// chooses a password, the account is activated and signed in. There is no
// mail server, so the inviter passes this link on (user access step of the
// onboarding, or the user manager).
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { translationKeys } from '../../engine/config/compiled';
import { api, isApiError, type AuthResult } from '../../engine/http';
import { toUrl, useHttp, useShell } from '../../engine/shell';
import { configAtom } from '../../engine/state';
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
  const [failure, setFailure] = useState<string | null>(null);
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
      setFailure(null);
      try {
        const result = await http.request<AuthResult>(api.acceptInvitation, { body: { Token: token, Password: values.Password }, silent: true });
        await controller.signIn(result);
        navigate(toUrl(config.app.paths.home), { replace: true });
      } catch (error) {
        if (isApiError(error) && error.Field === 'Token') {
          setFailure(t('auth.invitationInvalid'));
          return;
        }
        const { field, message } = describeFailure(error, t, config.errors, ['Password']);
        if (field) form.setFieldError(field, message);
        else setFailure(message);
      }
    },
  });

  const fieldError = (name: keyof Values) => ((form.submitCount > 0 || (form.touched[name] && form.values[name] !== '')) && form.errors[name]) || undefined;

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="accept-invitation-form">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">{t('auth.acceptInvitationTitle')}</Title>
          <Text c="dimmed" mt={4}>{t(translationKeys.routeDescription('auth-accept-invitation'))}</Text>
        </div>
        {!token ? (
          <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="invitation-missing">
            {t('auth.invitationMissing')}
          </Alert>
        ) : (
          <>
            {failure && <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="invitation-error">{failure}</Alert>}
            <PasswordInput
              label={t('auth.newPassword')}
              description={t('validation.minLength', { min: PASSWORD_MIN_LENGTH })}
              name="Password"
              autoComplete="new-password"
              required
              autoFocus
              value={form.values.Password}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={fieldError('Password')}
            />
            <PasswordInput
              label={t('auth.confirmPassword')}
              name="Confirm"
              autoComplete="new-password"
              required
              value={form.values.Confirm}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={fieldError('Confirm')}
            />
            <Button type="submit" size="md" loading={form.isSubmitting} leftSection={<IconUserCheck size={18} aria-hidden />} fullWidth>
              {t('auth.acceptInvitation')}
            </Button>
          </>
        )}
        <Text size="sm" ta="center">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to={login} fw={600}>{t('auth.signIn')}</Anchor>
        </Text>
      </Stack>
    </form>
  );
}
