// The user's profile. Personal details (photo, name; the e-mail is the
// sign-in and cannot be changed here) form one formik + yup form saved with
// its button, and warn before unsaved changes are lost. Preferences
// (language, session auto-refresh) apply and save at once, as settings do.
import { Button, Card, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { translationKeys, type LanguageCode } from '../../engine/config/compiled';
import type { UpdateProfileBody } from '../../engine/http';
import { UnsavedChangesGuard, useShell } from '../../engine/shell';
import { configAtom, profileAtom } from '../../engine/state';
import { PageHeader } from '../components/PageHeader';
import { PhotoField } from '../components/profile/PhotoField';
import { describeFailure } from '../lib/formErrors';

export const NAME_MAX_LENGTH = 120;

interface Details { Name: string; Photo: string | null }

function SavedNote({ show }: { show: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="teal.9" role="status" aria-live="polite" style={{ minHeight: 22 }}>
      {show && <><IconCheck size={16} aria-hidden style={{ verticalAlign: -3 }} /> {t('profile.saved')}</>}
    </Text>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const { controller } = useShell();
  const config = useAtomValue(configAtom);
  const profile = useAtomValue(profileAtom);
  const [detailsSaved, setDetailsSaved] = useState(false);
  const [detailsFailure, setDetailsFailure] = useState<string | null>(null);
  const [prefSaved, setPrefSaved] = useState(false);
  const [saving, setSaving] = useState<'Language' | 'AutoRefresh' | null>(null);

  const schema = useMemo(
    () =>
      yup.object({
        Name: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(NAME_MAX_LENGTH, t('validation.maxLength', { max: NAME_MAX_LENGTH })),
        Photo: yup.string().nullable(),
      }),
    [t],
  );

  const saved: Details = { Name: profile?.Name ?? '', Photo: profile?.Photo ?? null };
  const form = useFormik<Details>({
    initialValues: saved,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setDetailsSaved(false);
      setDetailsFailure(null);
      const changes: UpdateProfileBody = {};
      if (values.Name.trim() !== saved.Name) changes.Name = values.Name.trim();
      if (values.Photo !== saved.Photo) changes.Photo = values.Photo;
      if (Object.keys(changes).length === 0) return;
      try {
        const updated = await controller.updateProfile(changes);
        helpers.resetForm({ values: { Name: updated.Name, Photo: updated.Photo ?? null } });
        setDetailsSaved(true);
      } catch (error) {
        const { field, message } = describeFailure(error, t, config.errors, ['Name', 'Photo']);
        if (field) helpers.setFieldError(field, message);
        else setDetailsFailure(message);
      }
    },
  });

  const savePreference = async (field: 'Language' | 'AutoRefresh', changes: UpdateProfileBody) => {
    setSaving(field);
    setPrefSaved(false);
    try {
      await controller.updateProfile(changes);
      setPrefSaved(true);
    } catch {
      // the HTTP client logged it; the bell shows why
    } finally {
      setSaving(null);
    }
  };

  if (!profile) return null;
  const dirty = form.values.Name.trim() !== saved.Name || form.values.Photo !== saved.Photo;
  const languages = config.app.languages.bundled.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }));
  const minutes = Math.round(config.app.session.checkIntervalMs / 60_000);
  const nameError = (form.submitCount > 0 || form.touched.Name) && form.errors.Name ? form.errors.Name : undefined;

  return (
    <div className="shell-page" style={{ maxWidth: 880 }}>
      <UnsavedChangesGuard when={dirty && !form.isSubmitting} />
      <PageHeader title={t(translationKeys.routeTitle('user-profile'))} description={t(translationKeys.routeDescription('user-profile'))} />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="profile-details">
          <Title order={2} size="h4" id="profile-details" mb="lg">{t('profile.details')}</Title>
          <form onSubmit={form.handleSubmit} noValidate data-testid="profile-form">
            <Stack gap="lg">
              <PhotoField
                name={form.values.Name || profile.Name}
                value={form.values.Photo}
                changed={form.values.Photo !== saved.Photo}
                onChange={(value) => { setDetailsSaved(false); void form.setFieldValue('Photo', value); }}
              />
              <TextInput
                label={t('auth.name')}
                name="Name"
                required
                autoComplete="name"
                maxLength={NAME_MAX_LENGTH + 20}
                value={form.values.Name}
                onChange={(event) => { setDetailsSaved(false); form.handleChange(event); }}
                onBlur={form.handleBlur}
                error={nameError}
                data-testid="profile-name"
              />
              <TextInput
                label={t('auth.email')}
                value={profile.Email}
                readOnly
                variant="filled"
                description={t('profile.emailReadOnly')}
                rightSection={<IconLock size={16} aria-hidden />}
                data-testid="profile-email"
              />
              <TextInput label={t('auth.businessAlias')} value={profile.BussinessAlias} readOnly variant="filled" />
              {detailsFailure && <Text c="red.8" size="sm" role="alert">{detailsFailure}</Text>}
              <Group justify="space-between" align="center">
                <SavedNote show={detailsSaved && !dirty} />
                <Group gap="sm">
                  <Button
                    variant="default"
                    disabled={!dirty || form.isSubmitting}
                    leftSection={<IconArrowBackUp size={18} aria-hidden />}
                    onClick={() => { form.resetForm({ values: saved }); setDetailsFailure(null); }}
                    data-testid="profile-discard"
                  >
                    {t('profile.discard')}
                  </Button>
                  <Button type="submit" loading={form.isSubmitting} disabled={!dirty} leftSection={<IconDeviceFloppy size={18} aria-hidden />} data-testid="profile-save">
                    {t('common.save')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </form>
        </Card>

        <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="profile-preferences">
          <Title order={2} size="h4" id="profile-preferences">{t('profile.preferences')}</Title>
          <Text size="sm" c="dimmed" mt={4} mb="lg">{t('profile.preferencesHint')}</Text>
          <Stack gap="lg">
            <Select
              label={t('auth.language')}
              data={languages}
              value={profile.Language}
              allowDeselect={false}
              onChange={(value) => { if (value && value !== profile.Language) void savePreference('Language', { Language: value as LanguageCode }); }}
              disabled={saving === 'Language'}
              data-testid="profile-language"
              comboboxProps={{ withinPortal: true }}
              maw={360}
            />
            <Switch
              label={t('profile.autoRefresh')}
              description={t('profile.autoRefreshHint', { minutes })}
              checked={profile.AutoRefresh}
              disabled={saving === 'AutoRefresh'}
              onChange={(event) => void savePreference('AutoRefresh', { AutoRefresh: event.currentTarget.checked })}
              data-testid="profile-auto-refresh"
            />
            <SavedNote show={prefSaved} />
          </Stack>
        </Card>
      </Stack>
    </div>
  );
}
