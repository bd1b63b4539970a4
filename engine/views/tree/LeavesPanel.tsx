// The rows of another entity under the selected node (products under their
// family), the node's whole subtree (products hang on subfamilies, a
// category lists them all): a small paged table, the title counting every
// row; each row links to its own page when the caller may open one.
import { Anchor, Group, Pagination, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompiledView } from '../../config/compiled';
import { dataApi, type DataPage, type DataRow } from '../../data/api';
import { alignsRight } from '../../data/format';
import { toApiQuery } from '../../data/list-query';
import { leavesFilter } from '../../data/tree';
import { pageCount } from '../../data/table-state';
import { useApiQuery } from '../../shell/useApiQuery';
import { FORBIDDEN_CODES, failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import { useRouteFor, withParams } from '../shared/useRouteFor';
import { useViewModel } from '../shared/useViewModel';

const PAGE = 50;

export function LeavesPanel({ leaves, node, nodeTitle }: { leaves: NonNullable<CompiledView['leaves']>; node: DataRow | undefined; nodeTitle: string }) {
  const { t } = useTranslation();
  const vm = useViewModel(leaves.entity);
  const routeFor = useRouteFor();
  // A page of one node's leaves: another node starts at its first page.
  const [paging, setPaging] = useState<{ node?: number; page: number }>({ page: 1 });
  const page = paging.node === node?.id ? paging.page : 1;
  const setPage = (p: number) => setPaging({ node: node?.id, page: p });
  const columns = leaves.columns.filter((c) => vm.canRead(c));
  const list = useApiQuery<DataPage>(node && vm.perms.read ? dataApi.list : null, {
    params: { entity: leaves.entity },
    query: toApiQuery({ page, pageSize: PAGE, sort: [], filters: [leavesFilter(vm.entity, leaves.via, node?.id ?? 0, vm.entities, vm.canRead)], fields: columns }),
    ignoreCodes: FORBIDDEN_CODES,
  });
  const link = routeFor(leaves.entity);

  const body = (() => {
    if (!node) return <Text c="dimmed" size="sm" p="md">{t('data.tree.pickNode')}</Text>;
    if (!vm.perms.read) return <ViewForbidden />;
    if (list.error && isForbidden(list.error)) return <ViewForbidden message={failureText(list.error, t)} />;
    if (list.error) return <LoadFailed message={failureText(list.error, t)} onRetry={list.reload} />;
    if (!list.data) return <LoadingRows rows={4} />;
    if (!list.data.rows.length) return <EmptyView title={t('data.tree.noLeaves', { items: vm.entityPlural().toLocaleLowerCase(vm.locale) })} />;
    return (
      <>
        <Table striped highlightOnHover fz="sm" data-testid="leaves-table">
          <Table.Thead>
            <Table.Tr>{columns.map((c) => <Table.Th key={c} className={alignsRight(vm.resolve(c)!.field) ? 'num' : undefined}>{vm.pathLabel(c)}</Table.Th>)}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((c, i) => {
                  const text = vm.format(vm.resolve(c)!, row[c], list.data!.refs);
                  return (
                    <Table.Td key={c}>
                      {i === 0 && link ? <Anchor component={Link} to={withParams(link, { record: String(row.id) })} size="sm">{text}</Anchor> : text}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {list.data.total > PAGE && (
          <Group justify="flex-end" p="xs"><Pagination size="sm" total={pageCount(list.data.total, PAGE)} value={page} onChange={setPage} getItemProps={(p) => ({ 'aria-label': t('data.table.goToPage', { page: p }) })} getControlProps={(control) => ({ 'aria-label': t(`data.table.${control}Page`) })} /></Group>
        )}
      </>
    );
  })();

  return (
    <section aria-labelledby="leaves-title" style={{ minWidth: 0, padding: 12 }} data-testid="leaves-panel">
      <Title order={2} size="h5" id="leaves-title" mb="xs">
        {node ? t('data.tree.leavesOf', { items: vm.entityPlural(), title: nodeTitle }) : vm.entityPlural()}
        {list.data && node ? <Text span c="dimmed" size="sm" ml={6}>({list.data.total})</Text> : null}
      </Title>
      {body}
    </section>
  );
}
