// The profile photo: a preview (the chosen file before it is saved), a
// button to choose a PNG, JPEG or WebP of up to 300 KB, and one to remove it.
// A wrong type or size is refused with a translated message before the file
// is read.
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../../engine/shell';
import { checkPhotoFile, PHOTO_MAX_BYTES, PHOTO_TYPES, readAsDataUrl } from '../../lib/photo';

export interface PhotoFieldProps {
  name: string;
  value: string | null;
  changed: boolean;
  onChange(value: string | null): void;
}

export function PhotoField({ name, value, changed, onChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  // Cleared after each choice, so choosing the same file again is noticed.
  const resetRef = useRef<() => void>(null);
  const maxKb = Math.round(PHOTO_MAX_BYTES / 1024);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const check = checkPhotoFile(file);
    if (check) {
      setProblem(t(`profile.photoErrors.${check}`, { max: maxKb }));
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
      setProblem(null);
    } catch {
      setProblem(t('profile.photoErrors.read'));
    }
  };

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Avatar
        src={value || undefined}
        alt={value ? t('profile.photoPreview') : undefined}
        size={96}
        radius={96}
        color="brand"
        variant="light"
        data-testid="profile-photo-preview"
        data-has-photo={value ? true : undefined}
      >
        <Text fw={650} size="xl" component="span" aria-hidden>{initials(name)}</Text>
      </Avatar>
      <Stack gap={6}>
        <Text fw={600} size="sm" id="profile-photo-label">{t('profile.photo')}</Text>
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept={PHOTO_TYPES.join(',')} resetRef={resetRef}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} aria-describedby="profile-photo-hint" data-testid="profile-photo-choose">
                {t('profile.changePhoto')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => { onChange(null); setProblem(null); }} data-testid="profile-photo-remove">
              {t('profile.removePhoto')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed" id="profile-photo-hint">
          {t('profile.photoHint', { max: maxKb })}{changed ? ` · ${t('profile.photoNotSaved')}` : ''}
        </Text>
        {problem && <Text size="sm" c="red.8" role="alert" data-testid="profile-photo-error">{problem}</Text>}
      </Stack>
    </Group>
  );
}
