// First version of a custom report: its content as a table. A report the
// user may not see (another user's, another company's, or none) shows the
// forbidden page. Issue 5 adds sorting and CSV export.
import { Card, EmptyState, Table } from '@mantine/core';
import { IconReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { translationKeys } from '../../engine/config/compiled';
import { api, isApiError, type CustomReport } from '../../engine/http';
import { Forbidden, useApiQuery } from '../../engine/shell';
import { LoadFailed, LoadingRows } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';

export default function CustomReportPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const report = useApiQuery<CustomReport>(valid ? api.customReport : null, { params: { id }, ignoreCodes: ['NOT_FOUND', 'FORBIDDEN'] });
  const number = new Intl.NumberFormat(i18n.language);

  if (!valid || (isApiError(report.error) && [403, 404].includes(report.error.Status))) return <Forbidden />;
  const data = report.data;

  return (
    <div className="shell-page">
      <PageHeader
        icon={<IconReport size={28} stroke={1.6} aria-hidden />}
        crumbs={[{ label: t(translationKeys.routeTitle('custom-reports')) }]}
        title={data?.Name ?? t(translationKeys.routeTitle('custom-reports'))}
      />
      <Card withBorder radius="md" padding={0}>
        {report.loading && !data ? (
          <div style={{ padding: 16 }}><LoadingRows /></div>
        ) : report.error || !data ? (
          <div style={{ padding: 16 }}><LoadFailed title={t('errorHeaders.ALL_OK')} onRetry={report.reload} /></div>
        ) : data.Rows.length === 0 ? (
          <EmptyState p="xl" icon={<IconReport size={26} aria-hidden />} withIndicatorBackground description={t('customReport.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={Math.max(480, data.Columns.length * 140)}>
            <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="md" data-testid="report-table">
              <Table.Thead>
                <Table.Tr>{data.Columns.map((c) => <Table.Th key={c}>{c}</Table.Th>)}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.Rows.map((row, r) => (
                  <Table.Tr key={r}>
                    {row.map((cell, c) => (
                      <Table.Td key={c} style={typeof cell === 'number' ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } : undefined}>
                        {cell === null ? '—' : typeof cell === 'number' ? number.format(cell) : cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </div>
  );
}
