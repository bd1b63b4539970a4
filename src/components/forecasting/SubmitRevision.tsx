// Submitting a revision: the scope (a node of the product hierarchy, or
// every product) and a comment; the server gathers the overrides of the
// scope changed since this cycle's last revision.
import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../engine/http';
import { useApiQuery, useHttp } from '../../../engine/shell';
import { forecastingApi, type LookupItem } from './forecasting-api';

export function SubmitRevision({ onSubmitted }: { onSubmitted(): void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const [search, setSearch] = useState('');
  const families = useApiQuery<LookupItem[]>(forecastingApi.lookup, { params: { entity: 'product-family' }, query: { q: search, limit: 50 } });
  const [family, setFamily] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async () => {
    setBusy(true);
    setResult(null);
    try {
      const done = await http.request<{ code: string; lines: number }>(forecastingApi.submitRevision, {
        body: { ...(family ? { family: Number(family) } : {}), ...(comment.trim() ? { comment: comment.trim() } : {}) }, silent: true,
      });
      setResult({ ok: true, text: t('forecasting.submit.done', { code: done.code, count: done.lines }) });
      setComment('');
      onSubmitted();
    } catch (error) {
      setResult({ ok: false, text: failureMessage(error, t, 'forecasting.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="submit-revision">
      <Group align="flex-end" grow>
        <Select
          label={t('forecasting.submit.scope')}
          placeholder={t('forecasting.submit.allProducts')}
          data={(families.data ?? []).map((f) => ({ value: String(f.id), label: `${f.title} (${f.key})` }))}
          value={family}
          onChange={setFamily}
          searchable
          clearable
          onSearchChange={setSearch}
          nothingFoundMessage={t('forecasting.submit.noFamily')}
          data-testid="submit-scope"
        />
        <Textarea label={t('forecasting.submit.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={1} maxRows={4} maxLength={2000} data-testid="submit-comment" />
      </Group>
      <Group>
        <Button leftSection={<IconSend size={18} aria-hidden />} loading={busy} onClick={submit} data-testid="submit-button">{t('forecasting.submit.button')}</Button>
      </Group>
      {result && <Alert color={result.ok ? 'teal' : 'red'} variant="light" data-testid="submit-result">{result.text}</Alert>}
    </Stack>
  );
}
