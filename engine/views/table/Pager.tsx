// Rows x-y of total, the page buttons and the page size.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../data/format';
import { pageCount } from '../../data/table-state';
import { PageControls } from '../shared/PageControls';

export function Pager({ page, pageSize, total, locale, onPage, onPageSize }: {
  page: number;
  pageSize: number;
  total: number;
  locale: string;
  onPage(page: number): void;
  onPageSize(size: number): void;
}) {
  const { t } = useTranslation();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const n = (x: number) => formatNumber(x, locale, 0, 0);
  return (
    <div className="dv-footer" data-testid="pager">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="pager-range">
        {t('data.table.range', { first: n(first), last: n(last), total: n(total) })}
      </Text>
      <PageControls page={page} pageSize={pageSize} pages={pageCount(total, pageSize)} onPage={onPage} onPageSize={onPageSize} />
    </div>
  );
}
