// Under the report's table: how many rows (and which ones when there are
// pages), a spinner while a page loads, the rows per page and the pages
// (the table views' page controls).
import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../data/format';
import type { ReportResult } from '../../data/report-api';
import { PAGE_SIZES, PageControls } from '../shared/PageControls';
import { pageSpan, type ReportPageState } from './report-page';

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
  let count: string;
  if (pages > 1) count = t(limited ? 'reports.ui.pageRangeLimited' : 'reports.ui.pageRange', { first: n(first), last: n(last), shown: n(total), total: n(result.rowCount) });
  else count = limited ? t('reports.ui.limited', { shown: total, count: result.rowCount }) : t('reports.ui.rowCount', { count: result.rowCount });
  return (
    <div className="dv-footer report-footer" data-testid="report-pager">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="report-count">{count}</Text>
        {busy && <Loader size="xs" aria-label={t('reports.ui.loadingPage')} data-testid="report-page-loading" />}
      </Group>
      {total > PAGE_SIZES[0] && (
        <PageControls
          page={page.page}
          pageSize={page.pageSize}
          pages={pages}
          onPage={(p) => onPage({ page: p })}
          onPageSize={(size) => onPage({ pageSize: size })}
          testIds={{ size: 'report-page-size', pagination: 'report-pagination' }}
        />
      )}
    </div>
  );
}
