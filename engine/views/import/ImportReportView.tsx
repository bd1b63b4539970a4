// What an import found: rows, rows to create and to update, and every
// problem by line, column and reason in the user's language (the first
// ones; the total says how many there are).
import { Alert, Group, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '../../data/api';
import { formatNumber } from '../../data/format';
import { problemMessage } from '../../data/problems';
import type { ViewModel } from '../shared/useViewModel';

/** Problems listed in the dialog; the rest are counted. */
export const SHOWN_PROBLEMS = 200;

export function ImportReportView({ vm, report }: { vm: ViewModel; report: ImportReport }) {
  const { t } = useTranslation();
  const n = (x: number) => formatNumber(x, vm.locale, 0, 0);
  const shown = report.problems.slice(0, SHOWN_PROBLEMS);
  const ignored = report.columns.filter((c) => c.field === null).map((c) => c.header);
  const enumValue = (field: string, value: string) => {
    const f = vm.entity.fields.find((x) => x.name === field);
    return f ? vm.enumLabel(f, value) : value;
  };
  const label = (field: string) => (vm.entity.fields.some((f) => f.name === field) ? vm.fieldLabel(field) : field);
  const stat = (title: string, value: number, testId: string) => (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">{title}</Text>
      <Text size="xl" fw={700} data-testid={testId}>{n(value)}</Text>
    </Paper>
  );
  return (
    <div data-testid="import-report">
      <SimpleGrid cols={3} mb="md">
        {stat(t('data.import.rows'), report.rows, 'import-rows')}
        {stat(t(report.imported ? 'data.import.created' : 'data.import.toCreate'), report.created, 'import-created')}
        {stat(t(report.imported ? 'data.import.updated' : 'data.import.toUpdate'), report.updated, 'import-updated')}
      </SimpleGrid>
      {ignored.length > 0 && <Text size="sm" c="dimmed" mb="sm">{t('data.import.ignoredColumns', { columns: ignored.join(', ') })}</Text>}
      {report.problemCount === 0 ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="import-ok">
          {report.imported ? t('data.import.done', { count: report.rows }) : t('data.import.readyText', { count: report.rows })}
        </Alert>
      ) : (
        <>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('data.import.problemsTitle', { count: report.problemCount })} role="alert" mb="sm" data-testid="import-problems-alert">
            {t('data.import.nothingImported')}
          </Alert>
          <div style={{ maxHeight: 320, overflowY: 'auto' }}>
            <Table withTableBorder striped fz="sm" stickyHeader data-testid="import-problems">
              <Table.Thead>
                <Table.Tr><Table.Th>{t('data.import.line')}</Table.Th><Table.Th>{t('data.import.column')}</Table.Th><Table.Th>{t('data.import.reason')}</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((p, i) => {
                  const m = problemMessage(p, label, (x) => formatNumber(x, vm.locale, 0, 6), enumValue);
                  return (
                    <Table.Tr key={i}>
                      <Table.Td>{n(p.line)}</Table.Td>
                      <Table.Td>{p.column ?? (p.field ? label(p.field) : '—')}</Table.Td>
                      <Table.Td>{t(m.key, m.params)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
          {report.problemCount > shown.length && (
            <Group mt="xs"><Text size="sm" c="dimmed" data-testid="import-more">{t('data.import.moreProblems', { count: report.problemCount - shown.length, shown: n(shown.length), total: n(report.problemCount) })}</Text></Group>
          )}
        </>
      )}
    </div>
  );
}
