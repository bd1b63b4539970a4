// A menu of the bundled languages, each named in its own language
// (languages.<code>). Used on the auth pages; the profile page saves the
// choice to the user's profile instead.
import { Button } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../config/compiled';
import { configAtom } from '../state';
import { DropdownMenu } from './layout/DropdownMenu';

export { AUTH_LANGUAGE_KEY } from './auth-language';

export function LanguageSwitcher({ onChange }: { onChange(lang: LanguageCode): void }) {
  const { t, i18n } = useTranslation();
  const config = useAtomValue(configAtom);
  const current = i18n.language as LanguageCode;
  return (
    <DropdownMenu
      align="end"
      width={190}
      items={config.app.languages.bundled.map((lang) => ({
        key: lang,
        label: t(`languages.${lang}`),
        onSelect: () => onChange(lang),
        rightSection: lang === current ? <IconCheck size={16} aria-hidden /> : undefined,
        attributes: { lang, 'data-lang': lang, 'aria-current': lang === current ? 'true' : undefined },
      }))}
      trigger={(props) => (
        <Button
          {...props}
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`${t('auth.language')}: ${t(`languages.${current}`)}`}
          data-testid="language-switcher"
        >
          {t(`languages.${current}`)}
        </Button>
      )}
    />
  );
}
