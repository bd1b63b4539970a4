// The board view: a lane per value of the view's lane enum, a card per row
// (label and card fields). Dragging a card to another lane, or its "move
// to" menu (the keyboard way), PATCHes the lane with the row's version; the
// card moves at once and comes back if the server refuses.
import { ActionIcon, Badge, Button, Card, Menu, Text } from '@mantine/core';
import { IconArrowsMove, IconPlus } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataApi, type DataPage, type DataRow } from '../../data/api';
import { lanesOf, moveBody, NO_LANE, withMoved } from '../../data/board';
import { toApiQuery } from '../../data/list-query';
import { readRecordTarget, withRecordTarget, type RecordTarget } from '../../data/record-url';
import { viewDefaults, viewRef } from '../../data/table-state';
import { useApiQuery } from '../../shell/useApiQuery';
import { addLogAtom } from '../../state';
import { FORBIDDEN_CODES, failureText, isConflict, isForbidden } from '../shared/errors';
import { LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useActions } from '../shared/useActions';
import { useDataClient } from '../shared/useDataClient';
import { useListUrl } from '../shared/useListUrl';
import { useViewModel } from '../shared/useViewModel';
import { FilterBar } from '../table/FilterBar';
import '../views.css';

const RecordDrawer = lazy(() => import('../record/RecordDrawer'));
const MAX_ROWS = 500;

export default function BoardView({ route, view, index }: ViewProps) {
  const { t } = useTranslation();
  const vm = useViewModel(view.entity);
  const actions = useActions(view, vm.perms);
  const client = useDataClient();
  const addLog = useSetAtom(addLogAtom);
  const { query, setQuery, params, setParams } = useListUrl(vm.entity, { pageSize: MAX_ROWS, sort: view.sort }, vm.entities);
  const laneField = vm.entity.fields.find((f) => f.name === view.lane)!;
  const labelPath = view.label ?? vm.entity.title;
  const cardPaths = view.card.filter(vm.canRead);
  const fields = [...new Set([labelPath, laneField.name, ...cardPaths])].filter(vm.canRead);
  const list = useApiQuery<DataPage>(vm.perms.read ? dataApi.list : null, {
    params: { entity: vm.entity.id },
    query: { ...toApiQuery({ page: 1, pageSize: MAX_ROWS, sort: viewDefaults(view).sort, filters: query.filters, fields }), view: viewRef(route.id, index) },
    ignoreCodes: FORBIDDEN_CODES,
  });
  // The cards shown: the server's rows, moved at once by a drag before the server answers.
  const [rows, setRows] = useState<DataRow[]>([]);
  const [rowsOf, setRowsOf] = useState<DataPage | undefined>(undefined);
  if (list.data !== rowsOf) {
    setRowsOf(list.data);
    if (list.data) setRows(list.data.rows);
  }
  const [moving, setMoving] = useState<Set<number>>(() => new Set());
  const [over, setOver] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const lanes = lanesOf(laneField, rows);
  const canMove = actions.edit && vm.perms.writable.has(laneField.name);
  const laneName = (value: string) => (value === NO_LANE ? t('data.board.noValue') : vm.enumLabel(laneField, value));

  const move = async (row: DataRow, lane: string) => {
    if ((row[laneField.name] ?? NO_LANE) === lane) return;
    setRows((r) => withMoved(r, laneField, row.id, lane));
    setMoving((m) => new Set(m).add(row.id));
    try {
      const saved = await client.update(vm.entity.id, row.id, moveBody(laneField, row, lane), { silent: true });
      setRows((r) => r.map((x) => (x.id === row.id ? { ...x, ...saved.row } : x)));
      setAnnounce(t('data.board.moved', { title: label(row), lane: laneName(lane) }));
    } catch (error) {
      setRows((r) => r.map((x) => (x.id === row.id ? row : x)));
      addLog({ logLevel: 'warning', title: t(isConflict(error) ? 'data.record.conflictTitle' : 'data.board.moveFailed'), message: isConflict(error) ? t('data.board.conflict') : failureText(error, t) });
      if (isConflict(error)) list.reload();
    } finally {
      setMoving((m) => { const next = new Set(m); next.delete(row.id); return next; });
    }
  };

  const label = (row: DataRow) => {
    const r = vm.resolve(labelPath);
    return (r ? vm.format(r, row[labelPath], list.data?.refs) : '') || `#${row.id}`;
  };
  const open = (target: RecordTarget | null, options: { replace?: boolean } = {}) =>
    setParams((p) => withRecordTarget(p, target), { replace: options.replace });

  if (!vm.perms.read) return <Card withBorder radius="md"><ViewForbidden /></Card>;
  const target = readRecordTarget(params);

  const board = (() => {
    if (list.error && isForbidden(list.error)) return <ViewForbidden message={failureText(list.error, t)} />;
    if (list.error && !list.data) return <LoadFailed message={failureText(list.error, t)} onRetry={list.reload} />;
    if (!list.data) return <LoadingRows />;
    return (
      <div className="dv-board" data-testid="board">
        {lanes.map((lane) => (
          <section
            key={lane.value}
            className="dv-lane"
            aria-labelledby={`lane-${lane.value || 'none'}`}
            data-over={over === lane.value}
            data-lane={lane.value}
            data-testid="board-lane"
            onDragOver={canMove ? (e) => { e.preventDefault(); e.dataTransfer.dropEffect = 'move'; setOver(lane.value); } : undefined}
            onDragLeave={canMove ? () => setOver((o) => (o === lane.value ? null : o)) : undefined}
            onDrop={canMove ? (e) => {
              e.preventDefault();
              setOver(null);
              const id = Number(e.dataTransfer.getData('text/plain'));
              const row = rows.find((r) => r.id === id);
              if (row) void move(row, lane.value);
            } : undefined}
          >
            <div className="dv-lane-head">
              <Text fw={650} size="sm" id={`lane-${lane.value || 'none'}`}>{laneName(lane.value)}</Text>
              <Badge variant="light" color="gray" size="sm" aria-label={t('data.board.count', { count: lane.rows.length })}>{lane.rows.length}</Badge>
            </div>
            <div className="dv-lane-body" role="list">
              {lane.rows.map((row) => (
                <article
                  key={row.id}
                  role="listitem"
                  className="dv-card-item"
                  draggable={canMove}
                  data-moving={moving.has(row.id)}
                  data-testid="board-card"
                  data-id={row.id}
                  onDragStart={(e) => { e.dataTransfer.setData('text/plain', String(row.id)); e.dataTransfer.effectAllowed = 'move'; }}
                >
                  <div style={{ display: 'flex', alignItems: 'flex-start', gap: 6 }}>
                    <button type="button" className="dv-focusable" style={{ all: 'unset', cursor: 'pointer', flex: 1, fontWeight: 600, fontSize: 14 }} onClick={() => open({ mode: 'edit', id: row.id })} data-testid="board-card-open">
                      {label(row)}
                    </button>
                    {canMove && (
                      <Menu position="bottom-end" shadow="md">
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('data.board.moveCard', { title: label(row) })} data-testid="board-card-move"><IconArrowsMove size={15} aria-hidden /></ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Label>{t('data.board.moveTo')}</Menu.Label>
                          {(laneField.values ?? []).filter((v) => v !== row[laneField.name]).map((v) => (
                            <Menu.Item key={v} onClick={() => void move(row, v)} data-testid={`move-to-${v}`}>{laneName(v)}</Menu.Item>
                          ))}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </div>
                  {cardPaths.map((path) => {
                    const r = vm.resolve(path);
                    const text = r ? vm.format(r, row[path], list.data?.refs) : '';
                    return text ? <Text key={path} size="xs" c="dimmed" mt={4}><span className="visually-hidden">{vm.pathLabel(path)}: </span>{text}</Text> : null;
                  })}
                </article>
              ))}
            </div>
          </section>
        ))}
      </div>
    );
  })();

  return (
    <Card withBorder radius="md" padding={0} className="dv-card" data-testid="board-view">
      <div className="visually-hidden" role="status" aria-live="polite">{announce}</div>
      {actions.create && (
        <div className="dv-toolbar">
          <Text size="sm" c="dimmed">{canMove ? t('data.board.hint') : ''}</Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open({ mode: 'new' })} data-testid="create-button">{t('data.record.new', { item: vm.entityName() })}</Button>
        </div>
      )}
      <FilterBar vm={vm} paths={view.filters.filter(vm.canRead)} filters={query.filters} onChange={(filters) => setQuery({ filters })} />
      {board}
      {list.data && list.data.total > MAX_ROWS && <Text size="xs" c="dimmed" p="xs">{t('data.calendar.truncated', { count: MAX_ROWS })}</Text>}
      <Suspense fallback={null}>
        {target && <RecordDrawer view={view} target={target} actions={actions} onNavigate={open} onChanged={list.reload} />}
      </Suspense>
    </Card>
  );
}
