// The data status page: for every entity the user may read, how many rows,
// the last change and the last import, and how many rows miss each field
// they are expected to have (a link opens those rows).
import { Anchor, Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { translationKeys } from '../../config/compiled';
import { formatNumber, formatTimestamp } from '../../data/format';
import { failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useRouteFor, withParams } from '../shared/useRouteFor';
import { useEntities, usePermissionsOf } from '../shared/useViewModel';
import { useDataStatus } from './useDataStatus';
import '../views.css';

export default function StatusView(_props: ViewProps) {
  const { t, i18n } = useTranslation();
  const entities = useEntities();
  const permsOf = usePermissionsOf();
  const routeFor = useRouteFor();
  const [tick, setTick] = useState(0);
  const readable = useMemo(() => [...entities.values()].filter((e) => !e.computed && permsOf(e).read), [entities, permsOf]);
  const status = useDataStatus(readable, permsOf, tick);
  const locale = i18n.language;
  const n = (x: number) => formatNumber(x, locale, 0, 0);
  const name = (id: string) => t(translationKeys.entityPlural(id));

  const body = (() => {
    if (status.error && isForbidden(status.error)) return <ViewForbidden message={failureText(status.error, t)} />;
    if (status.error) return <LoadFailed message={failureText(status.error, t)} onRetry={() => setTick((x) => x + 1)} />;
    if (!status.data) return <LoadingRows rows={8} />;
    const list = [...status.data.entities].filter((s) => entities.has(s.entity)).sort((a, b) => name(a.entity).localeCompare(name(b.entity), locale));
    if (!list.length) return <EmptyView title={t('data.status.empty')} />;
    return (
      <div style={{ overflowX: 'auto' }}>
        <Table highlightOnHover fz="sm" data-testid="status-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('data.status.entity')}</Table.Th>
              <Table.Th className="num" style={{ textAlign: 'right' }}>{t('data.status.rows')}</Table.Th>
              <Table.Th>{t('data.status.lastChange')}</Table.Th>
              <Table.Th>{t('data.status.lastImport')}</Table.Th>
              <Table.Th>{t('data.status.missing')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((s) => {
              const link = routeFor(s.entity);
              const gaps = Object.entries(s.missing).filter(([, count]) => count > 0);
              return (
                <Table.Tr key={s.entity} data-testid="status-row" data-entity={s.entity}>
                  <Table.Td>{link ? <Anchor component={Link} to={link} size="sm">{name(s.entity)}</Anchor> : name(s.entity)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{n(s.rows)}</Table.Td>
                  <Table.Td>{s.lastChange ? `${formatTimestamp(s.lastChange.at, locale)} · ${s.lastChange.userName}` : <Text span c="dimmed" size="sm">—</Text>}</Table.Td>
                  <Table.Td>
                    {s.lastImport ? t('data.status.importLine', { when: formatTimestamp(s.lastImport.at, locale), user: s.lastImport.userName, count: s.lastImport.rows })
                      : <Text span c="dimmed" size="sm">{status.fallback ? t('data.status.unknown') : '—'}</Text>}
                  </Table.Td>
                  <Table.Td>
                    {gaps.length === 0 ? (
                      Object.keys(s.missing).length ? <Badge variant="light" color="teal" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>{t('data.status.complete')}</Badge> : <Text span c="dimmed" size="sm">—</Text>
                    ) : (
                      <Group gap={6}>
                        {gaps.map(([field, count]) => {
                          const text = t('data.status.missingField', { count, n: n(count), field: t(translationKeys.fieldLabel(s.entity, field)) });
                          return link
                            ? <Anchor key={field} component={Link} to={withParams(link, { [`f.${field}`]: 'null:true' })} size="sm" data-testid="status-gap">{text}</Anchor>
                            : <Text key={field} span size="sm">{text}</Text>;
                        })}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    );
  })();

  return (
    <Card withBorder radius="md" padding={0} className="dv-card" data-testid="status-view">
      <div className="dv-toolbar">
        <Text size="sm" c="dimmed">{status.fallback ? t('data.status.fromCounts') : t('data.status.intro')}</Text>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setTick((x) => x + 1)} loading={status.loading && !!status.data}>{t('data.status.refresh')}</Button>
      </div>
      {body}
    </Card>
  );
}
