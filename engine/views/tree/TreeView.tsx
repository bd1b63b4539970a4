// The tree view of a self-referencing entity (view.parent): roots, children
// loaded when a node opens, the WAI-ARIA tree keyboard (arrows, Home, End,
// Enter opens the node), a toolbar acting on the selected node (add child,
// edit, delete) and, with view.leaves, the rows of another entity under it.
import { ActionIcon, Button, Card, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconSubtask, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DataRecord, DataRow } from '../../data/api';
import { readRecordTarget, withRecordTarget, type RecordTarget } from '../../data/record-url';
import { treeKeyTarget, visibleNodes } from '../../data/tree';
import { DeleteDialog } from '../record/DeleteDialog';
import { failureText, isForbidden } from '../shared/errors';
import { EmptyView, LoadFailed, LoadingRows, ViewForbidden } from '../shared/states';
import type { ViewProps } from '../shared/types';
import { useActions } from '../shared/useActions';
import { useViewModel } from '../shared/useViewModel';
import { LeavesPanel } from './LeavesPanel';
import { TREE_PAGE, useTreeData } from './useTreeData';
import '../views.css';

const RecordDrawer = lazy(() => import('../record/RecordDrawer'));

export default function TreeView({ route, view, index }: ViewProps) {
  const { t } = useTranslation();
  const vm = useViewModel(view.entity);
  const actions = useActions(view, vm.perms);
  const [params, setParams] = useSearchParams();
  const data = useTreeData(vm.entity.id, view, route.id, index, vm.perms.read);
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<DataRow | null>(null);
  const items = useRef(new Map<number, HTMLLIElement>());
  const moveFocus = useRef(false);

  const childrenOf = (id: number | null) => data.branches.get(id)?.ids;
  const nodes = visibleNodes(childrenOf, expanded);
  const hasChildren = (id: number) => {
    const branch = data.branches.get(id);
    return !branch || branch.loading || branch.ids.length > 0 || branch.total > 0;
  };
  const current = focusedId !== null && nodes.some((n) => n.id === focusedId) ? focusedId : nodes[0]?.id ?? null;
  const selected = current !== null ? data.rows.get(current) : undefined;

  useEffect(() => {
    if (moveFocus.current && current !== null) {
      items.current.get(current)?.focus();
      moveFocus.current = false;
    }
  });

  const toggle = (id: number) => {
    setExpanded((e) => {
      const next = new Set(e);
      if (next.has(id)) next.delete(id);
      else {
        next.add(id);
        if (!data.branches.has(id)) void data.load(id);
      }
      return next;
    });
  };
  const open = (target: RecordTarget | null, options: { replace?: boolean } = {}, prefill?: Record<string, number>) =>
    setParams((p) => withRecordTarget(p, target, prefill), { replace: options.replace });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (current === null || event.target !== items.current.get(current)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      open({ mode: 'edit', id: current });
      return;
    }
    const move = treeKeyTarget(nodes, current, event.key, (id) => expanded.has(id), hasChildren);
    if (!move) return;
    event.preventDefault();
    if (move.toggle !== undefined) toggle(move.toggle);
    if (move.focus !== undefined) {
      setFocusedId(move.focus);
      moveFocus.current = true;
    }
  };

  const title = (row: DataRow) => String(row[vm.entity.title] ?? `#${row.id}`);
  const keyText = (row: DataRow) => vm.entity.key.map((k) => row[k]).filter((v) => v !== null && v !== undefined && v !== '').join(' · ');

  // A flat list of treeitems with aria-level / setsize / posinset (the WAI-ARIA
  // tree allows it): each item's name is its own row, not its descendants'.
  const renderNodes = (): ReactNode =>
    nodes.map((node) => {
      const { id, level } = node;
      const row = data.rows.get(id);
      if (!row) return null;
      const siblings = childrenOf(node.parentId) ?? [];
      const isOpen = expanded.has(id);
      const branch = data.branches.get(id);
      const expandable = hasChildren(id);
      const hiddenChildren = isOpen && branch && branch.total > branch.ids.length ? branch.total - branch.ids.length : 0;
      return (
        <li
          key={id}
          role="treeitem"
          aria-level={level}
          aria-setsize={siblings.length}
          aria-posinset={siblings.indexOf(id) + 1}
          aria-expanded={expandable ? isOpen : undefined}
          aria-selected={id === current}
          tabIndex={id === current ? 0 : -1}
          className="dv-treeitem"
          ref={(el) => { if (el) items.current.set(id, el); else items.current.delete(id); }}
          onFocus={(e) => { if (e.target === e.currentTarget) setFocusedId(id); }}
          data-testid="tree-node"
          data-id={id}
        >
          <div className="dv-treerow" style={{ paddingLeft: (level - 1) * 22 + 4 }} onClick={() => setFocusedId(id)}>
            {expandable ? (
              <ActionIcon variant="subtle" color="gray" size="sm" tabIndex={-1} aria-hidden onClick={(e) => { e.stopPropagation(); toggle(id); }}>
                {branch?.loading ? <Loader size={12} /> : isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
            ) : <span style={{ width: 28, display: 'inline-block' }} />}
            <Text size="sm" fw={level === 1 ? 650 : 500} onDoubleClick={() => open({ mode: 'edit', id })}>{title(row)}</Text>
            <Text size="xs" c="dimmed">{keyText(row)}</Text>
            <Group gap={2} className="dv-node-actions" wrap="nowrap" aria-hidden>
              {actions.create && <ActionIcon variant="subtle" size="sm" tabIndex={-1} onClick={(e) => { e.stopPropagation(); open({ mode: 'new' }, {}, { [view.parent!]: id }); }}><IconSubtask size={15} /></ActionIcon>}
              <ActionIcon variant="subtle" size="sm" tabIndex={-1} onClick={(e) => { e.stopPropagation(); open({ mode: 'edit', id }); }}><IconPencil size={15} /></ActionIcon>
            </Group>
          </div>
          {hiddenChildren > 0 && <Text size="xs" c="dimmed" pl={level * 22 + 34} aria-hidden>{t('data.tree.more', { count: hiddenChildren })}</Text>}
        </li>
      );
    });

  const roots = data.branches.get(null);
  const body = (() => {
    if (!vm.perms.read) return <ViewForbidden />;
    if (roots?.error && isForbidden(roots.error)) return <ViewForbidden message={failureText(roots.error, t)} />;
    if (roots?.error) return <LoadFailed message={failureText(roots.error, t)} onRetry={() => void data.load(null)} />;
    if (!roots || (roots.loading && !roots.ids.length)) return <LoadingRows />;
    if (!roots.ids.length) return <EmptyView title={t('data.table.empty', { items: vm.entityPlural().toLocaleLowerCase(vm.locale) })} />;
    return (
      <ul role="tree" aria-label={vm.entityPlural()} className="dv-tree" onKeyDown={onKeyDown} data-testid="tree">
        {renderNodes()}
      </ul>
    );
  })();

  const target = readRecordTarget(params);
  const refresh = () => data.reloadLoaded(expanded);
  // A saved node shows where it now is: its parent opens (and its children load) so a new child is in view.
  const afterChange = (saved?: DataRecord) => {
    refresh();
    const parent = saved?.row[view.parent!];
    if (typeof parent === 'number' && !expanded.has(parent)) {
      setExpanded((e) => new Set(e).add(parent));
      void data.load(parent);
    }
    if (saved) setFocusedId(saved.row.id);
  };

  return (
    <Card withBorder radius="md" padding={0} className="dv-card" data-testid="tree-view">
      <div className="dv-toolbar">
        <Text size="sm" c="dimmed" aria-live="polite">
          {selected ? t('data.tree.selected', { title: title(selected) }) : t('data.tree.hint')}
        </Text>
        <div className="dv-toolbar-right">
          {actions.create && (
            <Button variant="default" leftSection={<IconSubtask size={16} aria-hidden />} disabled={!selected} onClick={() => selected && open({ mode: 'new' }, {}, { [view.parent!]: selected.id })} data-testid="tree-add-child">
              {t('data.tree.addChild')}
            </Button>
          )}
          {selected && (
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => open({ mode: 'edit', id: selected.id })} data-testid="tree-edit">
              {t(actions.edit ? 'common.edit' : 'data.tree.open')}
            </Button>
          )}
          {actions.remove && (
            <Tooltip label={t('common.delete')}>
              <ActionIcon variant="default" size={36} color="red" disabled={!selected} aria-label={t('common.delete')} onClick={() => selected && setDeleting(selected)} data-testid="tree-delete">
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {actions.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open({ mode: 'new' })} data-testid="create-button">
              {t('data.tree.addRoot', { item: vm.entityName() })}
            </Button>
          )}
        </div>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: view.leaves ? 'minmax(280px, 2fr) 3fr' : '1fr' }}>
        <div style={{ padding: 8, maxHeight: 'max(360px, calc(100dvh - 330px))', overflow: 'auto', borderRight: view.leaves ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
          {body}
          {roots && roots.total > TREE_PAGE && <Text size="xs" c="dimmed" p="xs">{t('data.tree.more', { count: roots.total - TREE_PAGE })}</Text>}
        </div>
        {view.leaves && <LeavesPanel leaves={view.leaves} node={selected} nodeTitle={selected ? title(selected) : ''} />}
      </div>
      <Suspense fallback={null}>
        {target && <RecordDrawer view={view} target={target} actions={actions} onNavigate={open} onChanged={afterChange} />}
      </Suspense>
      {deleting && (
        <DeleteDialog vm={vm} record={{ row: deleting, refs: {}, children: {} }} onClose={() => setDeleting(null)} onDeleted={() => { setDeleting(null); setFocusedId(null); refresh(); }} />
      )}
    </Card>
  );
}
