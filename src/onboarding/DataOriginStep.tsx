// Step 10, data origin: how the company's data arrives. The CSV option
// imports a products file: every row is checked here as soon as the file is
// chosen and again on the server, each problem is reported by line and
// reason, and a file with any problem imports nothing. The ERP option records
// which system to connect; manual entry needs nothing more.
import { Alert, Badge, Button, Card, FileInput, Group, List, Radio, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileSpreadsheet, IconFileUpload, IconPlugConnected, IconKeyboard } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type DataOriginMethod, type DataOriginStatus, type ImportProblem, type ImportProductsResult, type ProductAttribute } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { formFailure, StepActions, type StepContentProps } from '../../engine/wizard';
import { MAX_PRODUCT_FILE_CHARS, MAX_PRODUCT_ROWS, productsTemplate, validateProductsFile } from '../../engine/wizard/products-file';
import { formatDateTime } from './intl';
import { StepLoadFailed, StepLoading, useReportDirty } from './shared';

const METHODS: ReadonlyArray<{ value: DataOriginMethod; icon: typeof IconFileSpreadsheet }> = [
  { value: 'csv', icon: IconFileSpreadsheet },
  { value: 'erp', icon: IconPlugConnected },
  { value: 'manual', icon: IconKeyboard },
];

/** Text of a file: UTF-8, or Windows-1252 when it is not valid UTF-8 (older spreadsheets save so). */
export async function readFileText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

interface Checked { fileName: string; content: string; rows: number; problems: ImportProblem[]; problemCount: number }

function ProblemTable({ problems, total }: { problems: readonly ImportProblem[]; total: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('onboarding.dataOrigin.problemsTitle', { count: total })} data-testid="import-problems">
      <Text size="sm" mb="xs">{t('onboarding.dataOrigin.nothingImported')}</Text>
      <Table.ScrollContainer minWidth={520} mah={300}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm" bg="var(--mantine-color-body)">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('onboarding.dataOrigin.line')}</Table.Th>
              <Table.Th w={150}>{t('onboarding.dataOrigin.column')}</Table.Th>
              <Table.Th>{t('onboarding.dataOrigin.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((p, i) => (
              <Table.Tr key={i} data-line={p.Line}>
                <Table.Td>{p.Line}</Table.Td>
                <Table.Td>{p.Column ?? '—'}</Table.Td>
                <Table.Td>{t(`onboarding.dataOrigin.problems.${p.Code}`, { column: p.Column ?? '', value: p.Value ?? '', ...(p.Params ?? {}) })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > problems.length && <Text size="xs" mt="xs">{t('onboarding.dataOrigin.moreProblems', { count: total - problems.length })}</Text>}
    </Alert>
  );
}

function CsvPanel({ attributes, status, onImported }: { attributes: ProductAttribute[]; status: DataOriginStatus; onImported(): void }) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportProductsResult | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setResult(null);
    if (!chosen) return;
    setReading(true);
    try {
      const content = await readFileText(chosen);
      if (content.length > MAX_PRODUCT_FILE_CHARS) {
        setChecked({ fileName: chosen.name, content: '', rows: 0, problems: [{ Line: 1, Code: 'fileTooLarge', Params: { max: `${MAX_PRODUCT_FILE_CHARS / 1_000_000} MB` } }], problemCount: 1 });
        return;
      }
      const local = validateProductsFile(content, attributes);
      setChecked({
        fileName: chosen.name,
        content,
        rows: local.products.length,
        problemCount: local.problemCount,
        problems: local.problems.map((p) => ({ Line: p.line, Column: p.column, Code: p.code, Value: p.value, Params: p.params })),
      });
    } finally {
      setReading(false);
    }
  };

  const importFile = async () => {
    if (!checked) return;
    setImporting(true);
    try {
      const data = await http.request<ImportProductsResult>(api.importProducts, { body: { FileName: checked.fileName, Content: checked.content } });
      setResult(data);
      if (data.Imported) {
        setChecked(null);
        setFile(null);
        onImported();
      }
    } catch {
      // logged by the HTTP client
    } finally {
      setImporting(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`\uFEFF${productsTemplate(attributes)}`], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'products-template.csv';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Stack gap="md" data-testid="csv-panel">
      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h6">{t('onboarding.dataOrigin.columnsTitle')}</Title>
        <List size="sm" mt={6} spacing={2}>
          <List.Item><code>code</code> · {t('onboarding.dataOrigin.columns.code')}</List.Item>
          <List.Item><code>name</code> · {t('onboarding.dataOrigin.columns.name')}</List.Item>
          <List.Item><code>family</code> · {t('onboarding.dataOrigin.columns.family')}</List.Item>
          <List.Item><code>unit</code> · {t('onboarding.dataOrigin.columns.unit')}</List.Item>
          {attributes.map((a) => (
            <List.Item key={a.Id}>
              <code>{a.Name}</code> · {t(`onboarding.attributes.types.${a.Type}`)}
              {a.Type === 'list' && `: ${a.AllowedValues.join(', ')}`}
              {a.Required && ` · ${t('onboarding.attributes.requiredBadge')}`}
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed" mt="xs">{t('onboarding.dataOrigin.formatHint', { max: MAX_PRODUCT_ROWS })}</Text>
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
        accept=".csv,.txt,text/csv"
        clearable
        clearButtonProps={{ 'aria-label': t('onboarding.dataOrigin.clearFile') }}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        leftSection={<IconFileUpload size={18} aria-hidden />}
        data-testid="products-file"
      />

      {reading && <Text size="sm" c="dimmed">{t('common.loading')}</Text>}
      {checked && checked.problemCount > 0 && <ProblemTable problems={checked.problems} total={checked.problemCount} />}
      {checked && checked.problemCount === 0 && (
        <Alert color="brand" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} title={t('onboarding.dataOrigin.readyTitle', { count: checked.rows })} data-testid="import-ready">
          <Group justify="space-between" align="center">
            <Text size="sm">{t('onboarding.dataOrigin.readyText', { file: checked.fileName })}</Text>
            <Button loading={importing} leftSection={<IconFileUpload size={16} aria-hidden />} onClick={() => void importFile()} data-testid="import-products">
              {t('onboarding.dataOrigin.import', { count: checked.rows })}
            </Button>
          </Group>
        </Alert>
      )}
      {result && !result.Imported && <ProblemTable problems={result.Problems} total={result.ProblemCount} />}
      {result?.Imported && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status" data-testid="import-done">
          {t('onboarding.dataOrigin.imported', { created: result.Created, updated: result.Updated })}
        </Alert>
      )}

      <Text size="sm" data-testid="product-count">
        {t('onboarding.dataOrigin.productCount', { count: status.ProductCount })}
        {status.LastImport && ` · ${t('onboarding.dataOrigin.lastImport', { file: status.LastImport.FileName, date: formatDateTime(status.LastImport.ImportedAt, i18n.language) })}`}
      </Text>
    </Stack>
  );
}

export default function DataOriginStep({ complete, setDirty }: StepContentProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const status = useApiQuery<DataOriginStatus>(api.dataOrigin);
  const attributes = useApiQuery<ProductAttribute[]>(api.productAttributes);
  const [method, setMethod] = useState<DataOriginMethod | null>(null);
  const [erp, setErp] = useState<{ system: string; notes: string } | null>(null);
  const [erpError, setErpError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const origin = status.data?.Origin ?? null;
  const chosen = method ?? origin?.Method ?? 'csv';
  const erpValues = erp ?? { system: origin?.ErpSystem ?? '', notes: origin?.Notes ?? '' };
  useReportDirty((method !== null && method !== origin?.Method) || erp !== null, setDirty);

  if (status.error || attributes.error) return <StepLoadFailed onRetry={() => { status.reload(); attributes.reload(); }} />;
  if (!status.data || !attributes.data) return <StepLoading rows={6} />;
  const productCount = status.data.ProductCount;

  const onContinue = async () => {
    setFailure(null);
    if (chosen === 'erp' && !erpValues.system.trim()) {
      setErpError(t('validation.required'));
      return;
    }
    setSaving(true);
    try {
      await http.request(api.saveDataOrigin, {
        body: { Method: chosen, ErpSystem: chosen === 'erp' ? erpValues.system.trim() : null, Notes: chosen === 'erp' ? erpValues.notes.trim() || null : null },
        silent: true,
      });
      setMethod(null);
      setErp(null);
      setDirty(false);
      await complete();
    } catch (error) {
      const { field, message } = formFailure(error, t, config.errors, ['ErpSystem']);
      if (field) setErpError(message);
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  const csvBlocked = chosen === 'csv' && productCount === 0;

  return (
    <Stack gap="lg">
      <Radio.Group value={chosen} onChange={(value) => setMethod(value as DataOriginMethod)} name="Method" label={<Title order={2} size="h5">{t('onboarding.dataOrigin.methodTitle')}</Title>}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mt="sm">
          {METHODS.map(({ value, icon: MethodIcon }) => (
            <Radio.Card key={value} value={value} radius="md" className="onboarding-plan" data-testid={`origin-${value}`}>
              <Group wrap="nowrap" align="flex-start" justify="space-between">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <MethodIcon size={26} aria-hidden />
                  <div>
                    <Text fw={650}>{t(`onboarding.dataOrigin.methods.${value}.title`)}</Text>
                    <Text size="sm" c="dimmed">{t(`onboarding.dataOrigin.methods.${value}.text`)}</Text>
                  </div>
                </Group>
                <Radio.Indicator />
              </Group>
              {origin?.Method === value && <Badge mt="sm" variant="light" color="teal">{t('onboarding.dataOrigin.current')}</Badge>}
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {failure && <Alert color="red" role="alert">{failure}</Alert>}

      {chosen === 'csv' && <CsvPanel attributes={attributes.data} status={status.data} onImported={status.reload} />}
      {chosen === 'erp' && (
        <Stack gap="sm" data-testid="erp-panel">
          <TextInput
            label={t('onboarding.dataOrigin.erpSystem')}
            description={t('onboarding.dataOrigin.erpSystemHint')}
            required
            maxLength={80}
            value={erpValues.system}
            onChange={(event) => { setErp({ ...erpValues, system: event.currentTarget.value }); setErpError(null); }}
            error={erpError}
          />
          <Textarea
            label={t('onboarding.dataOrigin.erpNotes')}
            autosize
            minRows={2}
            maxLength={1000}
            value={erpValues.notes}
            onChange={(event) => setErp({ ...erpValues, notes: event.currentTarget.value })}
          />
          <Text size="sm" c="dimmed">{t('onboarding.dataOrigin.erpNext')}</Text>
        </Stack>
      )}
      {chosen === 'manual' && <Text size="sm" data-testid="manual-panel">{t('onboarding.dataOrigin.manualNext', { section: t('index.MASTER_DATA'), page: t('routes.products.title') })}</Text>}

      <StepActions
        note={csvBlocked ? t('onboarding.dataOrigin.importFirst') : undefined}
        disabled={csvBlocked}
        loading={saving}
        onContinue={() => void onContinue()}
      />
    </Stack>
  );
}
