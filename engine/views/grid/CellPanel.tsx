// One cell's comments and the history of its value, beside the grid: who
// changed it, when, and by how much (every leaf row's change added up), and
// the planners' notes on it, with a box to add one.
import { Alert, Button, Drawer, Stack, Tabs, Text, Textarea, Timeline } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gridApi, type GridChange, type GridComment, type RowFilter } from '../../data/grid-api';
import { formatTimestamp } from '../../data/format';
import { useHttp } from '../../shell/context';
import { failureText } from '../shared/errors';

export interface PanelCell {
  row: RowFilter;
  month: string;
  measure: string;
  title: string;
}

export function CellPanel({ route, view, cell, tab, query, canWrite, canRead, onTab, onClose, onCommented, format }: {
  route: string;
  view: number;
  cell: PanelCell | null;
  tab: 'comments' | 'history';
  query: { hierarchy?: string; scope?: number; filter: RowFilter };
  canWrite: boolean;
  canRead: boolean;
  onTab(tab: 'comments' | 'history'): void;
  onClose(): void;
  onCommented(cell: PanelCell): void;
  format(value: number): string;
}) {
  const { t, i18n } = useTranslation();
  const http = useHttp();
  const [history, setHistory] = useState<GridChange[] | null>(null);
  const [comments, setComments] = useState<GridComment[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const key = cell ? JSON.stringify([cell.row, cell.month]) : '';

  // Another cell: the previous one's lists go at once (during this render,
  // React's "store the previous value" pattern); closing the panel keeps them.
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    if (cell) {
      setHistory(null);
      setComments(null);
      setError(null);
    }
  }

  useEffect(() => {
    if (!cell) return;
    const controller = new AbortController();
    const params = { route, view };
    const q = { row: JSON.stringify(cell.row), month: cell.month, hierarchy: query.hierarchy, scope: query.scope, filter: query.filter.length ? JSON.stringify(query.filter) : undefined };
    http.request<GridChange[]>(gridApi.history, { params, query: q, signal: controller.signal, silent: true }).then(setHistory).catch((e: unknown) => { if (!controller.signal.aborted) setError(e); });
    if (canRead) http.request<GridComment[]>(gridApi.comments, { params, query: { row: q.row, month: q.month }, signal: controller.signal, silent: true }).then(setComments).catch((e: unknown) => { if (!controller.signal.aborted) setError(e); });
    return () => controller.abort();
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const add = async () => {
    if (!cell || !text.trim()) return;
    setSaving(true);
    try {
      const saved = await http.request<GridComment>(gridApi.comment, { params: { route, view }, body: { row: cell.row, month: cell.month, measure: cell.measure, text } });
      setComments((list) => [saved, ...(list ?? [])]);
      setText('');
      onCommented(cell);
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };

  const when = (at: string) => formatTimestamp(at, i18n.language);
  return (
    <Drawer opened={!!cell} onClose={onClose} position="right" size="md" title={cell?.title ?? ''} closeButtonProps={{ 'aria-label': t('common.close') }} data-testid="grid-cell-panel">
      {error !== null && <Alert color="red" variant="light" mb="sm" role="alert">{failureText(error, t)}</Alert>}
      <Tabs value={tab} onChange={(v) => v && onTab(v as 'comments' | 'history')}>
        <Tabs.List mb="md">
          {canRead && <Tabs.Tab value="comments" data-testid="grid-tab-comments">{t('grid.ui.comments')}</Tabs.Tab>}
          <Tabs.Tab value="history" data-testid="grid-tab-history">{t('grid.ui.history')}</Tabs.Tab>
        </Tabs.List>
        {canRead && (
          <Tabs.Panel value="comments">
            <Stack gap="sm">
              {canWrite && (
                <>
                  <Textarea label={t('grid.ui.addComment')} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={2000} autosize minRows={2} data-testid="grid-comment-text" />
                  <Button onClick={() => void add()} loading={saving} disabled={!text.trim()} data-testid="grid-comment-add" style={{ alignSelf: 'flex-end' }}>{t('grid.ui.addCommentButton')}</Button>
                </>
              )}
              {comments === null ? <Text c="dimmed" size="sm">{t('common.loading')}</Text> : comments.length === 0 ? <Text c="dimmed" size="sm">{t('grid.ui.noComments')}</Text> : (
                <Stack gap="xs" data-testid="grid-comment-list">
                  {comments.map((c) => (
                    <div key={c.id} className="pg-comment">
                      <Text size="xs" c="dimmed">{c.author} · {when(c.at)}</Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{c.text}</Text>
                    </div>
                  ))}
                </Stack>
              )}
            </Stack>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="history">
          {history === null ? <Text c="dimmed" size="sm">{t('common.loading')}</Text> : history.length === 0 ? <Text c="dimmed" size="sm">{t('grid.ui.noHistory')}</Text> : (
            <Timeline bulletSize={12} lineWidth={2} data-testid="grid-history-list">
              {history.map((h) => (
                <Timeline.Item key={`${h.at}-${h.userName}`} title={`${format(h.from)} → ${format(h.to)}`}>
                  <Text size="xs" c="dimmed">{h.userName} · {when(h.at)} · {t('grid.ui.historyRows', { count: h.rows })}</Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
