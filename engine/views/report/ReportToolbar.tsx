// What the table shows: the dimensions of its rows (in order), the one
// spread into columns, the measures, and a top N; then export and save.
import { Button, Menu, MultiSelect, Select } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconFileSpreadsheet, IconFileTypeCsv, IconRestore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFormat } from '../../data/file-transfer';
import type { ReportQuery, ReportResult } from '../../data/report-api';
import { MeasureChooser } from './MeasureChooser';
import type { ReportTexts } from './useReportTexts';

const LIMITS = [10, 20, 50, 100, 500];
const noPortal = { withinPortal: false } as const;

export function ReportToolbar({ result, measures, texts, onChange, onReset, changed, onExport, exporting, onSaveAs, actions }: {
  result: ReportResult;
  /** Every measure id of the view, in order. */
  measures: string[];
  texts: ReportTexts;
  onChange(patch: Partial<ReportQuery>): void;
  onReset(): void;
  changed: boolean;
  onExport(format: FileFormat): void;
  exporting: FileFormat | null;
  onSaveAs: (() => void) | null;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const q = result.query;
  const dims = result.dimensions.map((id) => ({ value: id, label: texts.dimension(id) }));
  const visible = measures.filter((m) => !result.hidden.includes(m));
  return (
    <div className="dv-toolbar" data-testid="report-toolbar">
      <div className="dv-toolbar-left">
        <MultiSelect
          label={t('reports.ui.rows')}
          data={dims.filter((d) => d.value !== q.pivot)}
          value={q.group}
          onChange={(group) => onChange({ group, ...(q.sort.some((s) => !group.includes(s.field) && !q.measures.includes(s.field)) ? { sort: [] } : {}) })}
          placeholder={q.group.length ? undefined : t('reports.ui.totalOnly')}
          maxValues={4}
          searchable
          comboboxProps={noPortal}
          w={380}
          data-testid="report-group"
        />
        <Select
          label={t('reports.ui.columns')}
          data={[{ value: '', label: t('reports.ui.noPivot') }, ...dims.filter((d) => !q.group.includes(d.value))]}
          value={q.pivot ?? ''}
          onChange={(v) => onChange({ pivot: v ? v : null })}
          allowDeselect={false}
          comboboxProps={noPortal}
          w={180}
          data-testid="report-pivot"
        />
        <Select
          label={t('reports.ui.limit')}
          data={[{ value: '0', label: t('reports.ui.allRows') }, ...LIMITS.map((n) => ({ value: String(n), label: t('reports.ui.top', { count: n }) }))]}
          value={String(q.limit ?? 0)}
          onChange={(v) => onChange({ limit: Number(v) || null })}
          allowDeselect={false}
          comboboxProps={noPortal}
          w={170}
          data-testid="report-limit"
        />
        <MeasureChooser
          label={t('reports.ui.measures')}
          measures={visible.map((m) => ({ id: m, label: texts.measure(m) }))}
          shown={q.measures}
          onChange={(chosen) => onChange({ measures: chosen, sort: q.sort.filter((s) => !visible.includes(s.field) || chosen.includes(s.field)) })}
        />
      </div>
      <div className="dv-toolbar-right">
        {changed && (
          <Button variant="subtle" leftSection={<IconRestore size={16} aria-hidden />} onClick={onReset} data-testid="report-reset">{t('reports.ui.reset')}</Button>
        )}
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting !== null} data-testid="report-export">{t('reports.ui.export')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => onExport('csv')} data-testid="report-export-csv">{t('reports.ui.exportCsv')}</Menu.Item>
            <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => onExport('xlsx')} data-testid="report-export-xlsx">{t('reports.ui.exportXlsx')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {onSaveAs && (
          <Button variant="light" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={onSaveAs} data-testid="report-save-as">{t('reports.ui.saveAs')}</Button>
        )}
        {actions}
      </div>
    </div>
  );
}
