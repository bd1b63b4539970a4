// One custom report of the user: its content as a table sortable by any
// column, and a CSV export (RFC 4180, UTF-8 with BOM so Excel reads accents)
// of the rows in the order shown. A report the user may not see (another
// user's, another company's, or none) shows the forbidden page.
import { Button, Card, EmptyState, Group, Text } from '@mantine/core';
import { IconFileDownload, IconReport } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { api, isApiError, type CustomReport } from '../../engine/http';
import { Forbidden, useApiQuery } from '../../engine/shell';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { ReportTable } from '../components/reports/ReportTable';
import '../components/pages.css';
import { csvFileName, toCsv } from '../lib/csv-export';
import { downloadText } from '../lib/download';
import { nextSort, sortRows, type SortState } from '../lib/table-sort';

export default function CustomReportPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const report = useApiQuery<CustomReport>(valid ? api.customReport : null, { params: { id }, ignoreCodes: ['NOT_FOUND', 'FORBIDDEN'] });
  const [sort, setSort] = useState<SortState | null>(null);
  useEffect(() => setSort(null), [id]); // another report opened from the menu: its own order
  const data = report.data && String(report.data.Id) === id ? report.data : undefined;
  const rows = useMemo(() => (data ? sortRows(data.Rows, sort, i18n.language) : []), [data, sort, i18n.language]);

  if (!valid || (isApiError(report.error) && [403, 404].includes(report.error.Status))) return <Forbidden />;

  const exportCsv = () => {
    if (!data) return;
    downloadText(csvFileName(data.Name), toCsv(data.Columns, rows), 'text/csv;charset=utf-8');
  };

  return (
    <div className="shell-page">
      <PageHeader
        icon={<IconReport size={28} stroke={1.6} aria-hidden />}
        crumbs={[{ label: t('menu.customReports') }]}
        title={data?.Name ?? t(translationKeys.routeTitle('custom-reports'))}
        description={data ? t('customReport.summary', { rows: data.Rows.length, columns: data.Columns.length }) : undefined}
        actions={
          <Button leftSection={<IconFileDownload size={18} aria-hidden />} variant="light" onClick={exportCsv} disabled={!data || data.Rows.length === 0} data-testid="report-export">
            {t('customReport.exportCsv')}
          </Button>
        }
      />
      <Card withBorder radius="md" padding={0}>
        {report.loading && !data ? (
          <div style={{ padding: 16 }}><LoadingRows /></div>
        ) : report.error || !data ? (
          <div style={{ padding: 16 }}><LoadFailed title={t('errorHeaders.ALL_OK')} onRetry={report.reload} /></div>
        ) : data.Rows.length === 0 ? (
          <EmptyState p="xl" icon={<IconReport size={26} aria-hidden />} withIndicatorBackground description={t('customReport.empty')} />
        ) : (
          <>
            <ReportTable report={data} rows={rows} sort={sort} onSort={(column) => setSort((s) => nextSort(s, column))} />
            <Group justify="space-between" className="data-footer">
              <Text size="sm" c="gray.7" data-testid="report-row-count">{t('customReport.rowCount', { count: data.Rows.length })}</Text>
              <Text size="sm" c="gray.7" role="status" aria-live="polite" data-testid="report-sorted-by">
                {sort ? t('customReport.sortedBy', { column: data.Columns[sort.column], direction: t(`customReport.${sort.direction}`) }) : ''}
              </Text>
            </Group>
          </>
        )}
      </Card>
    </div>
  );
}
