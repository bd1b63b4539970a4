// Above the grid: what the rows are (hierarchy and the level they start at),
// which measures and months show, the scope (a budget version), and the
// actions on the selection (bulk edit) and on the active cell (comments and
// history).
import { Button, Checkbox, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconAdjustments, IconArrowBackUp, IconArrowForwardUp, IconColumns, IconHistory, IconLock, IconLockOpen, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompiledGrid } from '../../config/compiled';
import type { GridMeta, GridSteps } from '../../data/grid-api';
import { datePattern } from '../../data/format';
import type { GridTexts } from './useGridTexts';
// Its styles with it: the first load may ask for this chunk before the page's (grid-query.ts loadGridToolbar).
import '../views.css';

const noPortal = { withinPortal: false } as const;

export interface ToolbarProps {
  grid: CompiledGrid;
  meta: GridMeta;
  texts: GridTexts;
  hierarchy: string;
  level: number;
  shown: readonly string[];
  canBulk: boolean;
  cellOpen: boolean;
  onHierarchy(id: string): void;
  onLevel(level: number): void;
  onMeasures(ids: string[]): void;
  onMonths(range: { from: string; to: string } | undefined): void;
  onScope(id: number): void;
  onBulk(): void;
  onCell(tab: 'comments' | 'history'): void;
  /** The measure a parent's new value is spread by (meta.bases). */
  basis: string | null;
  onBasis(id: string): void;
  /** Lock (or unlock) the editable cells of the selection; null: nothing to lock there. */
  lock: 'lock' | 'unlock' | null;
  onLock(): void;
  /** What undo and redo would do now. */
  steps: GridSteps;
  stepBusy: boolean;
  onStep(direction: 'undo' | 'redo'): void;
}

export function GridToolbar(p: ToolbarProps) {
  const { t } = useTranslation();
  const hierarchy = p.grid.hierarchies.find((h) => h.id === p.hierarchy) ?? p.grid.hierarchies[0];
  const months = p.meta.months;
  const asMonth = (v: unknown) => (typeof v === 'string' && v.length >= 7 ? v.slice(0, 7) : null);
  return (
    <div className="dv-toolbar pg-toolbar" data-testid="grid-toolbar">
      <div className="dv-toolbar-left">
        <Select
          label={t('grid.ui.hierarchy')} data={p.meta.hierarchies.map((id) => ({ value: id, label: p.texts.hierarchy(id) }))} value={hierarchy.id}
          onChange={(v) => v && p.onHierarchy(v)} allowDeselect={false} comboboxProps={noPortal} w={220} data-testid="grid-hierarchy"
        />
        <Select
          label={t('grid.ui.level')} data={hierarchy.levels.map((path, i) => ({ value: String(i), label: p.texts.level(path) }))} value={String(p.level)}
          onChange={(v) => v !== null && p.onLevel(Number(v))} allowDeselect={false} comboboxProps={noPortal} w={160} data-testid="grid-level"
        />
        <MonthPickerInput
          type="range" label={t('grid.ui.months')} value={[`${months[0]}-01`, `${months.at(-1)}-01`]} valueFormat={datePattern(p.texts.locale, true)}
          onChange={(v) => {
            const [from, to] = (Array.isArray(v) ? v : []).map(asMonth);
            if (from && to) p.onMonths({ from, to });
          }}
          popoverProps={noPortal} w={210} data-testid="grid-months"
        />
        {p.meta.scope && (
          <Select
            label={t('grid.ui.scope')} data={p.meta.scope.options.map((o) => ({ value: String(o.value), label: o.label }))} value={p.meta.scope.value === null ? null : String(p.meta.scope.value)}
            onChange={(v) => v && p.onScope(Number(v))} allowDeselect={false} comboboxProps={noPortal} w={200} data-testid="grid-scope"
          />
        )}
        <MeasureChooser meta={p.meta} texts={p.texts} shown={p.shown} onChange={p.onMeasures} />
        {(p.meta.bases?.length ?? 0) > 1 && p.meta.measures.some((m) => m.editable) && (
          <Select
            label={t('gridEditing.basis')} description={undefined} data={p.meta.bases!.map((id, i) => ({ value: id, label: i === 0 ? t('gridEditing.currentPlan') : p.texts.measure(id) }))}
            value={p.basis ?? p.meta.bases![0]} onChange={(v) => v && p.onBasis(v)} allowDeselect={false} comboboxProps={noPortal} w={170} data-testid="grid-basis"
          />
        )}
      </div>
      <Group gap="xs" className="dv-toolbar-right">
        {p.meta.measures.some((m) => m.editable) && (
          <Button.Group>
            <Button
              variant="default" leftSection={<IconArrowBackUp size={16} aria-hidden />} disabled={!p.steps.undo || p.stepBusy} onClick={() => p.onStep('undo')} data-testid="grid-undo"
              title={p.steps.undo ? t('gridEditing.undoTitle', { count: p.steps.undo.cells }) : undefined}
            >
              {t('gridEditing.undo')}
            </Button>
            <Button
              variant="default" leftSection={<IconArrowForwardUp size={16} aria-hidden />} disabled={!p.steps.redo || p.stepBusy} onClick={() => p.onStep('redo')} data-testid="grid-redo"
              title={p.steps.redo ? t('gridEditing.redoTitle', { count: p.steps.redo.cells }) : undefined}
            >
              {t('gridEditing.redo')}
            </Button>
          </Button.Group>
        )}
        {p.meta.measures.some((m) => m.editable) && (
          <Button variant="default" leftSection={p.lock === 'unlock' ? <IconLockOpen size={16} aria-hidden /> : <IconLock size={16} aria-hidden />} disabled={!p.lock} onClick={p.onLock} data-testid="grid-lock" title={t('gridEditing.lockHint')}>
            {t(p.lock === 'unlock' ? 'gridEditing.unlock' : 'gridEditing.lock')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconAdjustments size={16} aria-hidden />} disabled={!p.canBulk} onClick={p.onBulk} data-testid="grid-bulk">{t('grid.ui.bulkEdit')}</Button>
        {p.meta.comments.read && <Button variant="default" leftSection={<IconMessage size={16} aria-hidden />} disabled={!p.cellOpen} onClick={() => p.onCell('comments')} data-testid="grid-comments">{t('grid.ui.comments')}</Button>}
        <Button variant="default" leftSection={<IconHistory size={16} aria-hidden />} disabled={!p.cellOpen} onClick={() => p.onCell('history')} data-testid="grid-history">{t('grid.ui.history')}</Button>
      </Group>
    </div>
  );
}

function MeasureChooser({ meta, texts, shown, onChange }: { meta: GridMeta; texts: GridTexts; shown: readonly string[]; onChange(ids: string[]): void }) {
  const { t } = useTranslation();
  const all = meta.measures.map((m) => m.id);
  return (
    <Popover position="bottom-start" shadow="md" trapFocus returnFocus withinPortal={false}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />} data-testid="grid-measures">
          {t('grid.ui.measures')} ({shown.length}/{all.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={650} mb="xs" id="grid-measures-title">{t('grid.ui.measuresTitle')}</Text>
        <Stack gap={6} role="group" aria-labelledby="grid-measures-title">
          {all.map((id) => {
            const on = shown.includes(id);
            return (
              <Checkbox
                key={id} label={texts.measure(id)} checked={on} disabled={on && shown.length === 1} data-testid={`grid-measure-${id}`}
                onChange={(e) => onChange(all.filter((x) => (x === id ? e.currentTarget.checked : shown.includes(x))))}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
