// Under the report's table: how many rows (and which ones when there are
// pages), a spinner while a page loads, the rows per page and the pages
// (Mantine Pagination: buttons, so Tab and Enter reach every page).
import { Group, Loader, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../data/format';
import type { ReportResult } from '../../data/report-api';
import { pageSpan, REPORT_PAGE_SIZES, type ReportPageState } from './report-page';

export function ReportPager({ result, page, busy, locale, onPage }: {
  result: ReportResult;
  page: ReportPageState;
  busy: boolean;
  locale: string;
  onPage(patch: Partial<ReportPageState>): void;
}) {
  const { t } = useTranslation();
  const n = (x: number) => formatNumber(x, locale, 0, 0);
  const total = result.paging?.total ?? result.rows.length;
  // The rows told are those of the result on screen (the next page's stay the old ones until they come); the buttons show the page asked.
  const { pages, first, last } = pageSpan(result.paging ?? page, total);
  const limited = total < result.rowCount;
  const sizes = [...new Set([...REPORT_PAGE_SIZES, page.pageSize])].sort((a, b) => a - b);
  let count: string;
  if (pages > 1) count = t(limited ? 'reports.ui.pageRangeLimited' : 'reports.ui.pageRange', { first: n(first), last: n(last), shown: n(total), total: n(result.rowCount) });
  else count = limited ? t('reports.ui.limited', { shown: total, count: result.rowCount }) : t('reports.ui.rowCount', { count: result.rowCount });
  return (
    <div className="dv-footer report-footer" data-testid="report-pager">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="report-count">{count}</Text>
        {busy && <Loader size="xs" aria-label={t('reports.ui.loadingPage')} data-testid="report-page-loading" />}
      </Group>
      {total > sizes[0] && (
        <Group gap="md">
          <Select
            aria-label={t('data.table.pageSize')}
            data={sizes.map((s) => ({ value: String(s), label: t('data.table.perPage', { count: s }) }))}
            value={String(page.pageSize)}
            onChange={(v) => v && onPage({ pageSize: Number(v) })}
            allowDeselect={false}
            w={150}
            size="xs"
            data-testid="report-page-size"
          />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page.page, pages)}
              onChange={(p) => onPage({ page: p })}
              size="sm"
              siblings={1}
              getControlProps={(control) => ({ 'aria-label': t(`data.table.${control}Page`) })}
              getItemProps={(p) => ({ 'aria-label': t('data.table.goToPage', { page: p }), ...(p === page.page ? { 'aria-current': 'page' as const } : {}) })}
              data-testid="report-pagination"
            />
          )}
        </Group>
      )}
    </div>
  );
}
