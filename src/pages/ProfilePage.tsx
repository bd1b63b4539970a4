// The user's profile: name, e-mail (read-only), language and the session
// auto-refresh preference. Language and auto-refresh save at once (the
// language also applies at once); the name saves with its button.
import { Avatar, Button, Card, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { translationKeys, type LanguageCode } from '../../engine/config/compiled';
import { initials, useShell } from '../../engine/shell';
import { configAtom, profileAtom } from '../../engine/state';
import { PageHeader } from '../components/PageHeader';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { controller } = useShell();
  const config = useAtomValue(configAtom);
  const profile = useAtomValue(profileAtom);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);

  const save = async (field: string, changes: Parameters<typeof controller.updateProfile>[0]) => {
    setSaving(field);
    setSaved(false);
    try {
      await controller.updateProfile(changes);
      setSaved(true);
    } catch {
      // the HTTP client logged it; the bell shows why
    } finally {
      setSaving(null);
    }
  };

  const schema = useMemo(() => yup.object({ Name: yup.string().trim().required(t('validation.required')) }), [t]);
  const form = useFormik({
    initialValues: { Name: profile?.Name ?? '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values) => save('Name', { Name: values.Name.trim() }),
  });

  if (!profile) return null;
  const languages = config.app.languages.bundled.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }));

  return (
    <div className="shell-page" style={{ maxWidth: 880 }}>
      <PageHeader title={t(translationKeys.routeTitle('user-profile'))} description={t(translationKeys.routeDescription('user-profile'))} />
      <Card withBorder radius="md" padding="xl">
        <Group gap="lg" mb="xl">
          <Avatar src={profile.Photo || undefined} alt="" size={72} radius="xl" color="brand">{initials(profile.Name)}</Avatar>
          <div>
            <Text fw={650} size="lg">{profile.Name}</Text>
            <Text c="dimmed" size="sm">{profile.Email}</Text>
            <Text c="dimmed" size="sm">{profile.BussinessAlias}</Text>
          </div>
        </Group>

        <Stack gap="lg">
          <form onSubmit={form.handleSubmit} noValidate>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('auth.name')}
                name="Name"
                required
                autoComplete="name"
                value={form.values.Name}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={(form.touched.Name && form.errors.Name) || undefined}
              />
              <Button type="submit" loading={saving === 'Name'} disabled={!form.dirty} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
                {t('common.save')}
              </Button>
            </Group>
          </form>

          <TextInput label={t('auth.email')} value={profile.Email} readOnly variant="filled" />

          <Select
            label={t('auth.language')}
            data={languages}
            value={profile.Language}
            allowDeselect={false}
            onChange={(value) => { if (value && value !== profile.Language) void save('Language', { Language: value as LanguageCode }); }}
            disabled={saving === 'Language'}
            data-testid="profile-language"
            comboboxProps={{ withinPortal: true }}
          />

          <Switch
            label={t('profile.autoRefresh')}
            checked={profile.AutoRefresh}
            disabled={saving === 'AutoRefresh'}
            onChange={(event) => void save('AutoRefresh', { AutoRefresh: event.currentTarget.checked })}
            data-testid="profile-auto-refresh"
          />

          <Text size="sm" c="teal.8" role="status" aria-live="polite" style={{ minHeight: 22 }}>
            {saved && <><IconCheck size={16} aria-hidden style={{ verticalAlign: -3 }} /> {t('profile.saved')}</>}
          </Text>
        </Stack>
      </Card>
    </div>
  );
}
