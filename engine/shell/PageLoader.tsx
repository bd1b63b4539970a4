// What shows while a page's code or data loads. A CSS spinner drawn like
// Mantine's oval Loader (shell.css): it is on screen during every first load,
// and Mantine's Loader would bring its three loader kinds into that load.
import { useTranslation } from 'react-i18next';

export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="shell-loader" style={fullPage ? { minHeight: '100dvh' } : undefined} role="status" aria-live="polite">
      <span className="shell-spinner" aria-hidden />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
