// The audit log (GET /api/audit): every write made through the data API,
// newest first, filtered by entity, user and date range; a row opens to
// show the fields before and after. Filters and page are in the URL.
import { ActionIcon, Badge, Card, Group, Pagination, Select, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { translationKeys } from '../../config/compiled';
import { dataApi, type AuditPage } from '../../data/api';
import { isValidDate } from '../../data/field-values';
import { datePattern, formatTimestamp } from '../../data/format';
import { pageCount } from '../../data/table-state';
import { api, type ManagedUser } from '../../http';
import { useApiQuery } from '../../shell/useApiQuery';
import { useHttp } from '../../shell/context';
import { ChangeTable } from '../record/ChangeTable';
import { ACTION_COLORS } from '../record/HistoryList';
import { FORBIDDEN_CODES, failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useEntities, usePermissionsOf } from '../shared/useViewModel';
import { useCurrency } from '../shared/useCurrency';
// Its own styles too: the first load may fetch a view's chunk before the page's (engine/views/route-prefetch.ts).
import '../views.css';

const PAGE_SIZE = 50;

export default function AuditView(_props: ViewProps) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const entities = useEntities();
  const permsOf = usePermissionsOf();
  const currency = useCurrency();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const readable = [...entities.values()].filter((e) => permsOf(e).read);

  const entity = params.get('entity') && entities.has(params.get('entity')!) ? params.get('entity')! : undefined;
  const user = Number(params.get('user')) > 0 ? Number(params.get('user')) : undefined;
  const from = isValidDate(params.get('from') ?? '') ? params.get('from')! : undefined;
  const to = isValidDate(params.get('to') ?? '') ? params.get('to')! : undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const set = (patch: Record<string, string | undefined>) => setParams((p) => {
    const next = new URLSearchParams(p);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    if (!('page' in patch)) next.delete('page');
    return next;
  });

  const log = useApiQuery<AuditPage>(dataApi.audit, { query: { entity, user, from, to, page, pageSize: PAGE_SIZE }, ignoreCodes: FORBIDDEN_CODES });
  // The company's users, when the caller may list them (user managers); else the user filter is left out.
  const users = useApiQuery<ManagedUser[]>(api.users, { silent: true });
  void http;
  const locale = i18n.language;
  const vmFor = (id: string) => ({
    locale, currency,
    fieldLabel: (f: string, of = id) => t(translationKeys.fieldLabel(of, f)),
    enumLabel: (f: { name: string }, v: string, of = id) => t(translationKeys.enumValue(of, f.name, v), { defaultValue: v }),
  });
  const pattern = datePattern(locale);

  const body = (() => {
    if (log.error && isForbidden(log.error)) return <ViewForbidden message={failureText(log.error, t)} />;
    if (log.error && !log.data) return <LoadFailed message={failureText(log.error, t)} onRetry={log.reload} />;
    if (!log.data) return <LoadingRows />;
    if (!log.data.entries.length) return <EmptyView title={t('data.audit.empty')} />;
    return (
      <div style={{ overflowX: 'auto' }}>
        <Table highlightOnHover fz="sm" data-testid="audit-table" aria-busy={log.loading || undefined}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><span className="visually-hidden">{t('data.audit.details')}</span></Table.Th>
              <Table.Th>{t('data.audit.when')}</Table.Th>
              <Table.Th>{t('data.audit.user')}</Table.Th>
              <Table.Th>{t('data.audit.action')}</Table.Th>
              <Table.Th>{t('data.audit.entity')}</Table.Th>
              <Table.Th>{t('data.audit.record')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.entries.map((e) => {
              const isOpen = open.has(e.id);
              return (
                <Fragment key={e.id}>
                  <Table.Tr data-testid="audit-row">
                    <Table.Td w={40}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-expanded={isOpen}
                        aria-controls={`audit-${e.id}`}
                        aria-label={t('data.audit.showChanges', { record: e.rowTitle })}
                        onClick={() => setOpen((o) => { const n = new Set(o); if (n.has(e.id)) n.delete(e.id); else n.add(e.id); return n; })}
                        data-testid="audit-expand"
                      >
                        {isOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(e.at, locale)}</Table.Td>
                    <Table.Td>{e.userName}</Table.Td>
                    <Table.Td><Badge variant="light" color={ACTION_COLORS[e.action]} styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>{t(`data.audit.actions.${e.action}`)}</Badge></Table.Td>
                    <Table.Td>{entities.has(e.entity) ? t(translationKeys.entityName(e.entity)) : e.entity}</Table.Td>
                    <Table.Td>{e.rowTitle}</Table.Td>
                  </Table.Tr>
                  <Table.Tr id={`audit-${e.id}`} hidden={!isOpen}>
                    <Table.Td />
                    <Table.Td colSpan={5}>
                      {isOpen && <ChangeTable vm={vmFor(e.entity)} entity={entities.get(e.entity)} before={e.before} after={e.after} />}
                    </Table.Td>
                  </Table.Tr>
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    );
  })();

  return (
    <Card withBorder radius="md" padding={0} className="dv-card" data-testid="audit-view">
      <div className="dv-toolbar" style={{ justifyContent: 'flex-start' }}>
        <Select
          label={t('data.audit.entity')}
          placeholder={t('data.audit.allEntities')}
          data={readable.map((e) => ({ value: e.id, label: t(translationKeys.entityPlural(e.id)) })).sort((a, b) => a.label.localeCompare(b.label, locale))}
          value={entity ?? null}
          onChange={(v) => set({ entity: v ?? undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': `${t('data.clear')}: ${t('data.audit.entity')}` }}
          w={240}
          data-testid="audit-entity"
        />
        {users.data && (
          <Select
            label={t('data.audit.user')}
            placeholder={t('data.audit.allUsers')}
            data={users.data.map((u) => ({ value: String(u.Id), label: u.Name }))}
            value={user ? String(user) : null}
            onChange={(v) => set({ user: v ?? undefined })}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': `${t('data.clear')}: ${t('data.audit.user')}` }}
            w={220}
            data-testid="audit-user"
          />
        )}
        <DatePickerInput label={t('data.audit.from')} value={from ?? null} onChange={(v) => set({ from: (v as string | null) ?? undefined })} clearable clearButtonProps={{ 'aria-label': `${t('data.clear')}: ${t('data.audit.from')}` }} valueFormat={pattern} w={160} data-testid="audit-from" />
        <DatePickerInput label={t('data.audit.to')} value={to ?? null} onChange={(v) => set({ to: (v as string | null) ?? undefined })} clearable clearButtonProps={{ 'aria-label': `${t('data.clear')}: ${t('data.audit.to')}` }} valueFormat={pattern} w={160} data-testid="audit-to" />
      </div>
      {body}
      {log.data && log.data.total > 0 && (
        <div className="dv-footer">
          <Text size="sm" c="dimmed">{t('data.table.range', { first: (page - 1) * PAGE_SIZE + 1, last: Math.min(log.data.total, page * PAGE_SIZE), total: log.data.total })}</Text>
          {log.data.total > PAGE_SIZE && (
            <Group>
              <Pagination size="sm" total={pageCount(log.data.total, PAGE_SIZE)} value={page} onChange={(p) => set({ page: p > 1 ? String(p) : undefined })} getItemProps={(p) => ({ 'aria-label': t('data.table.goToPage', { page: p }) })} getControlProps={(control) => ({ 'aria-label': t(`data.table.${control}Page`) })} />
            </Group>
          )}
        </div>
      )}
    </Card>
  );
}
