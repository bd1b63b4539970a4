// What shows while a page's code or data loads.
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="shell-loader" style={fullPage ? { minHeight: '100dvh' } : undefined} role="status" aria-live="polite">
      <Loader size="md" aria-hidden />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
