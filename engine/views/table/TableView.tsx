// The table view: server-side pages of an entity's rows with sort, filters,
// search, column chooser, export and import, and the record drawer. All of
// its state is in the URL (useListUrl), so links and back/forward keep it.
import { ActionIcon, Button, Card, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUpload, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataApi, type DataPage, type DataRow } from '../../data/api';
import { readRecordTarget, withRecordTarget, type RecordTarget } from '../../data/record-url';
import { readableColumns, tableApiQuery, toggleSort, viewRef, visibleColumns } from '../../data/table-state';
import { alignsRight } from '../../data/format';
import { useApiQuery } from '../../shell/useApiQuery';
import { FORBIDDEN_CODES, failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useActions } from '../shared/useActions';
import { useHiddenColumns } from '../shared/useHiddenColumns';
import { useListUrl } from '../shared/useListUrl';
import { useViewModel } from '../shared/useViewModel';
import { ColumnChooser } from './ColumnChooser';
import { DataGrid, type GridColumn } from './DataGrid';
import { ExportMenu } from './ExportMenu';
import { FilterBar } from './FilterBar';
import { Pager } from './Pager';
import { SavedFilters } from './SavedFilters';
import '../views.css';

const RecordDrawer = lazy(() => import('../record/RecordDrawer'));
const ImportDialog = lazy(() => import('../import/ImportDialog'));

export default function TableView({ route, view, index }: ViewProps) {
  const { t } = useTranslation();
  const vm = useViewModel(view.entity);
  const actions = useActions(view, vm.perms);
  const { query, setQuery, params, setParams } = useListUrl(vm.entity, view, vm.entities);
  const [hidden, setHidden] = useHiddenColumns(route.id, index);
  const [importing, setImporting] = useState(false);

  const readable = useMemo(() => readableColumns(view.columns, vm.canRead), [view.columns, vm]);
  const columns = useMemo(() => visibleColumns(readable, hidden), [readable, hidden]);
  const filterPaths = useMemo(() => view.filters.filter(vm.canRead), [view.filters, vm]);
  const apiQuery = tableApiQuery(query, columns, viewRef(route.id, index));
  const list = useApiQuery<DataPage>(vm.perms.read ? dataApi.list : null, {
    params: { entity: vm.entity.id }, query: apiQuery, ignoreCodes: FORBIDDEN_CODES,
  });

  // A page past the end (rows deleted, a stale link): go to the last one.
  useEffect(() => {
    const data = list.data;
    if (data && data.rows.length === 0 && data.total > 0 && query.page > 1) setQuery({ page: Math.ceil(data.total / query.pageSize) }, { replace: true });
  }, [list.data]); // eslint-disable-line react-hooks/exhaustive-deps

  // The search box follows the URL (back / forward) unless the user is typing a new search.
  const [search, setSearch] = useState(query.q ?? '');
  const [searchOf, setSearchOf] = useState(query.q);
  if (searchOf !== query.q) {
    setSearchOf(query.q);
    setSearch(query.q ?? '');
  }
  const applySearch = useDebouncedCallback((q: string) => setQuery({ q: q.trim() || undefined }, { replace: true }), 350);

  const gridColumns: GridColumn[] = useMemo(() => columns.flatMap((path) => {
    const resolved = vm.resolve(path);
    if (!resolved) return [];
    const refs = list.data?.refs;
    return [{
      path,
      label: vm.pathLabel(path),
      numeric: alignsRight(resolved.field),
      sortable: resolved.field.type !== 'children',
      text: (row: DataRow) => vm.format(resolved, row[path], refs),
    }];
  }), [columns, vm, list.data]);

  const target = readRecordTarget(params);
  const open = (next: RecordTarget | null, options: { replace?: boolean } = {}) => setParams((p) => withRecordTarget(p, next), { replace: options.replace });

  if (!vm.perms.read) return <Card withBorder radius="md"><ViewForbidden /></Card>;

  const rows = list.data?.rows ?? [];
  const body = (() => {
    if (list.error && isForbidden(list.error)) return <ViewForbidden message={failureText(list.error, t)} />;
    if (list.error && !list.data) return <LoadFailed message={failureText(list.error, t)} onRetry={list.reload} />;
    if (!list.data) return <LoadingRows />;
    if (rows.length === 0) {
      const filtered = query.filters.length > 0 || !!query.q;
      return (
        <EmptyView title={t(filtered ? 'data.table.noMatches' : 'data.table.empty', { items: vm.entityPlural().toLocaleLowerCase(vm.locale) })}>
          {filtered && <Button variant="light" size="xs" onClick={() => setQuery({ filters: [], q: undefined })}>{t('data.filters.clearAll')}</Button>}
          {!filtered && actions.create && <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => open({ mode: 'new' })}>{t('data.record.new', { item: vm.entityName() })}</Button>}
        </EmptyView>
      );
    }
    return (
      <DataGrid
        columns={gridColumns}
        rows={rows}
        sort={query.sort}
        onSort={(path) => setQuery({ sort: toggleSort(query.sort, path), page: 1 })}
        onOpen={(row) => open({ mode: 'edit', id: row.id })}
        caption={vm.entityPlural()}
        busy={list.loading}
      />
    );
  })();

  return (
    <Card withBorder radius="md" padding={0} className="dv-card" data-testid="table-view">
      <div className="dv-toolbar">
        <div className="dv-toolbar-left">
          <TextInput
            aria-label={t('data.table.search')}
            placeholder={t('data.table.searchPlaceholder', { items: vm.entityPlural().toLocaleLowerCase(vm.locale) })}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={search ? <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('data.table.clearSearch')} onClick={() => { setSearch(''); applySearch.cancel?.(); setQuery({ q: undefined }); }}><IconX size={14} aria-hidden /></ActionIcon> : null}
            value={search}
            onChange={(e) => { setSearch(e.currentTarget.value); applySearch(e.currentTarget.value); }}
            w={300}
            data-testid="table-search"
          />
          <SavedFilters route={route} view={view} index={index} query={query} onApply={setQuery} />
        </div>
        <div className="dv-toolbar-right">
          <ColumnChooser columns={readable.map((p) => ({ path: p, label: vm.pathLabel(p) }))} hidden={hidden} onChange={setHidden} />
          {actions.export && <ExportMenu entity={vm.entity.id} query={apiQuery} baseName={vm.entityPlural()} />}
          {actions.import && (
            <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setImporting(true)} data-testid="import-button">
              {t('data.import.button')}
            </Button>
          )}
          {actions.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open({ mode: 'new' })} data-testid="create-button">
              {t('data.record.new', { item: vm.entityName() })}
            </Button>
          )}
        </div>
      </div>
      <FilterBar vm={vm} paths={filterPaths} filters={query.filters} onChange={(filters) => setQuery({ filters })} />
      {body}
      {list.data && list.data.total > 0 && (
        <Pager
          page={query.page}
          pageSize={query.pageSize}
          total={list.data.total}
          locale={vm.locale}
          onPage={(page) => setQuery({ page })}
          onPageSize={(pageSize) => setQuery({ pageSize })}
        />
      )}
      <Suspense fallback={null}>
        {target && (
          <RecordDrawer
            view={view}
            target={target}
            actions={actions}
            onNavigate={open}
            onChanged={list.reload}
          />
        )}
        {importing && <ImportDialog entity={vm.entity.id} onClose={() => setImporting(false)} onImported={list.reload} />}
      </Suspense>
    </Card>
  );
}
