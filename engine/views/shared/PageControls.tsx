// The rows-per-page choice and the page buttons under a paged list: the
// table views' pager and the report's (Mantine Pagination: buttons, so Tab
// and Enter reach every page; the page shown is marked aria-current).
import { Group, Pagination, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page sizes offered (plus the current one when it is another). */
export const PAGE_SIZES = [25, 50, 100, 200, 500];

export function PageControls({ page, pageSize, pages, onPage, onPageSize, testIds = {} }: {
  page: number;
  pageSize: number;
  pages: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
  testIds?: { size?: string; pagination?: string };
}) {
  const { t } = useTranslation();
  const sizes = [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b);
  return (
    <Group gap="md">
      <Select
        aria-label={t('data.table.pageSize')}
        data={sizes.map((s) => ({ value: String(s), label: t('data.table.perPage', { count: s }) }))}
        value={String(pageSize)}
        onChange={(v) => v && onPageSize(Number(v))}
        allowDeselect={false}
        w={150}
        size="xs"
        data-testid={testIds.size}
      />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': t(`data.table.${control}Page`) })}
          getItemProps={(p) => ({ 'aria-label': t('data.table.goToPage', { page: p }), ...(p === page ? { 'aria-current': 'page' as const } : {}) })}
          data-testid={testIds.pagination ?? 'pagination'}
        />
      )}
    </Group>
  );
}
