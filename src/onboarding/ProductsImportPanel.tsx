// The CSV option of step 10: a products file (CSV or XLSX) imported as the
// products page imports it (the product entity's import), checked on the
// server as soon as it is chosen, its problems listed by line, column and
// reason with the data views' texts; nothing is imported until the file is
// clean and the user confirms.
import { Alert, Button, Card, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from '../../engine/config/compiled';
import type { ImportReport } from '../../engine/data/api';
import { FILE_TYPES, IMPORT_ACCEPT, importFormat } from '../../engine/data/file-transfer';
import type { DataOriginStatus } from '../../engine/http';
import { tokenAtom } from '../../engine/state';
import { ImportReportView } from '../../engine/views/import/ImportReportView';
import { failureText } from '../../engine/views/shared/errors';
import { useViewModel, type ViewModel } from '../../engine/views/shared/useViewModel';
import { toCsvLine } from '../../engine/data/csv';
import { formatDateTime } from './intl';
import { uploadProducts } from './products-upload';

/** The columns the step explains and the template carries; any other product field may be a column too. */
const MAIN_FIELDS = ['sku', 'name', 'family', 'unit', 'status', 'source'];

function mainFields(vm: ViewModel): CompiledField[] {
  return MAIN_FIELDS.flatMap((name) => vm.entity.fields.filter((f) => f.name === name && vm.perms.writable.has(f.name)));
}

function columnHint(vm: ViewModel, field: CompiledField, t: (key: string, vars?: Record<string, unknown>) => string): string {
  if (vm.entity.key.includes(field.name)) return t('onboarding.dataOrigin.columnKey');
  if (field.type === 'ref' && field.entity) return t('onboarding.dataOrigin.columnRef', { items: vm.entityPlural(field.entity).toLocaleLowerCase(vm.locale) });
  if (field.type === 'enum') return t('onboarding.dataOrigin.columnValues', { values: (field.values ?? []).map((v) => vm.enumLabel(field, v)).join(', ') });
  return field.required ? t('onboarding.dataOrigin.columnRequired') : t('onboarding.dataOrigin.columnOptional');
}

/** A template in the user's language: labels as headers (required ones marked *), one example row. */
function template(vm: ViewModel, fields: readonly CompiledField[]): string {
  const example = (f: CompiledField) =>
    f.name === 'sku' ? 'SKU-001' : f.name === 'name' ? 'Example product' : f.type === 'enum' && typeof f.default === 'string' ? vm.enumLabel(f, f.default) : '';
  const header = fields.map((f) => `${vm.fieldLabel(f.name)}${f.required ? ' *' : ''}`);
  return `${toCsvLine(header)}\r\n${toCsvLine(fields.map(example))}\r\n`;
}

export function ProductsImportPanel({ status, onImported }: { status: DataOriginStatus; onImported(): void }) {
  const { t, i18n } = useTranslation();
  const vm = useViewModel('product');
  const token = useAtomValue(tokenAtom);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<'idle' | 'checking' | 'importing'>('idle');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const fields = mainFields(vm);

  const send = async (chosen: File, dryRun: boolean) => {
    const format = importFormat(chosen.name, chosen.type);
    if (!format) return setFailure(t('data.import.badFormat'));
    abort.current?.abort();
    abort.current = new AbortController();
    setFailure(null);
    setPhase(dryRun ? 'checking' : 'importing');
    try {
      const result = await uploadProducts(chosen, { fileName: chosen.name, format, dryRun }, token, abort.current.signal);
      setReport(result);
      if (result.imported) {
        setFile(null);
        onImported();
      }
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') setFailure(failureText(error, t));
    } finally {
      setPhase('idle');
    }
  };

  const choose = (chosen: File | null) => {
    abort.current?.abort();
    setFile(chosen);
    setReport(null);
    setFailure(null);
    if (chosen) void send(chosen, true);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`\uFEFF${template(vm, fields)}`], { type: `${FILE_TYPES.csv};charset=utf-8` }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'products-template.csv';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const ready = report !== null && report.dryRun && report.problemCount === 0 && report.rows > 0 && file !== null;

  return (
    <Stack gap="md" data-testid="csv-panel">
      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h6">{t('onboarding.dataOrigin.columnsTitle')}</Title>
        <List size="sm" mt={6} spacing={2}>
          {fields.map((f) => (
            <List.Item key={f.name}><code>{vm.fieldLabel(f.name)}</code> · {columnHint(vm, f, t)}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed" mt="xs">{t('onboarding.dataOrigin.otherColumns')}</Text>
        <Text size="xs" c="dimmed" mt={4}>{t('onboarding.dataOrigin.formatHint')}</Text>
        <Group mt="sm">
          <Button variant="light" size="xs" leftSection={<IconDownload size={16} aria-hidden />} onClick={download} data-testid="download-template">
            {t('onboarding.dataOrigin.template')}
          </Button>
        </Group>
      </Card>

      <FileInput
        label={t('onboarding.dataOrigin.file')}
        description={t('onboarding.dataOrigin.fileHint')}
        placeholder={t('onboarding.dataOrigin.filePlaceholder')}
        accept={IMPORT_ACCEPT}
        clearable
        clearButtonProps={{ 'aria-label': t('onboarding.dataOrigin.clearFile') }}
        value={file}
        onChange={choose}
        disabled={phase !== 'idle'}
        leftSection={<IconFileUpload size={18} aria-hidden />}
        data-testid="products-file"
      />

      {phase === 'checking' && <Text size="sm" c="dimmed" role="status">{t('onboarding.dataOrigin.checking')}</Text>}
      {failure && <Alert color="red" variant="light" role="alert" data-testid="import-failure">{failure}</Alert>}
      {report && phase !== 'checking' && !report.imported && <ImportReportView vm={vm} report={report} />}
      {ready && (
        <Group justify="flex-end" data-testid="import-ready">
          <Button loading={phase === 'importing'} leftSection={<IconUpload size={16} aria-hidden />} onClick={() => void send(file, false)} data-testid="import-products">
            {t('onboarding.dataOrigin.import', { count: report.rows })}
          </Button>
        </Group>
      )}
      {report?.imported && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status" data-testid="import-done">
          {t('onboarding.dataOrigin.imported', { created: report.created, updated: report.updated })}
        </Alert>
      )}

      <Text size="sm" data-testid="product-count">
        {t('onboarding.dataOrigin.productCount', { count: status.ProductCount })}
        {status.LastImport && ` · ${t('onboarding.dataOrigin.lastImport', { file: status.LastImport.FileName, date: formatDateTime(status.LastImport.ImportedAt, i18n.language) })}`}
      </Text>
    </Stack>
  );
}
