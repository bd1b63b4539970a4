// Step 10, data origin: how the company's data arrives. The CSV option
// imports a products file as the products page does (ProductsImportPanel):
// checked on the server as soon as it is chosen, each problem reported by
// line, column and reason, nothing imported from a file with a problem. The
// ERP option records which system to connect; manual entry needs nothing more.
import { Alert, Badge, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPlugConnected, IconKeyboard } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type DataOriginMethod, type DataOriginStatus } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { formFailure, StepActions, type StepContentProps } from '../../engine/wizard';
import { ProductsImportPanel } from './ProductsImportPanel';
import { StepLoadFailed, StepLoading, useReportDirty } from './shared';

const METHODS: ReadonlyArray<{ value: DataOriginMethod; icon: typeof IconFileSpreadsheet }> = [
  { value: 'csv', icon: IconFileSpreadsheet },
  { value: 'erp', icon: IconPlugConnected },
  { value: 'manual', icon: IconKeyboard },
];

export default function DataOriginStep({ complete, setDirty }: StepContentProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const status = useApiQuery<DataOriginStatus>(api.dataOrigin);
  const [method, setMethod] = useState<DataOriginMethod | null>(null);
  const [erp, setErp] = useState<{ system: string; notes: string } | null>(null);
  const [erpError, setErpError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const origin = status.data?.Origin ?? null;
  const chosen = method ?? origin?.Method ?? 'csv';
  const erpValues = erp ?? { system: origin?.ErpSystem ?? '', notes: origin?.Notes ?? '' };
  useReportDirty((method !== null && method !== origin?.Method) || erp !== null, setDirty);

  if (status.error) return <StepLoadFailed onRetry={status.reload} />;
  if (!status.data) return <StepLoading rows={6} />;
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

      {chosen === 'csv' && <ProductsImportPanel status={status.data} onImported={status.reload} />}
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
