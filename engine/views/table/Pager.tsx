// Rows x-y of total, the page buttons and the page size.
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../data/format';
import { pageCount } from '../../data/table-state';

const SIZES = [25, 50, 100, 200, 500];

export function Pager({ page, pageSize, total, locale, onPage, onPageSize }: {
  page: number;
  pageSize: number;
  total: number;
  locale: string;
  onPage(page: number): void;
  onPageSize(size: number): void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const n = (x: number) => formatNumber(x, locale, 0, 0);
  const sizes = [...new Set([...SIZES, pageSize])].sort((a, b) => a - b);
  return (
    <div className="dv-footer" data-testid="pager">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="pager-range">
        {t('data.table.range', { first: n(first), last: n(last), total: n(total) })}
      </Text>
      <Group gap="md">
        <Select
          aria-label={t('data.table.pageSize')}
          data={sizes.map((s) => ({ value: String(s), label: t('data.table.perPage', { count: s }) }))}
          value={String(pageSize)}
          onChange={(v) => v && onPageSize(Number(v))}
          allowDeselect={false}
          w={150}
          size="xs"
        />
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': t(`data.table.${control}Page`) })}
            getItemProps={(p) => ({ 'aria-label': t('data.table.goToPage', { page: p }) })}
            data-testid="pagination"
          />
        )}
      </Group>
    </div>
  );
}
