// The chart of a Gantt view: a lane per resource row, a time scale, bars
// for the rows (stacked where they overlap), months over capacity hatched
// in red on their lane, late bars outlined in red, a line at now. Bars are
// buttons in one tab stop: arrows move between bars and lanes, Enter opens
// one, Shift + left / right moves it a step; a pointer drag moves it too
// (the server re-times it). All geometry comes from timeline.ts.
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { momentText, neighbour, snapMinute, ticks, ZOOMS, type Bar, type LoadSpan, type NavKey, type TimeWindow } from './timeline';
import { durationLabel, momentLabel } from './texts';

export interface GanttLane {
  key: string;
  title: string;
}

export interface BarView {
  label: string;
  /** Mantine colour name of the bar. */
  color?: string;
  details: string;
}

const LANE_HEAD = 200;
const ROW_HEIGHT = 30;
const NAV_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export function GanttChart({ window, lanes, bars, rowsPerLane, spans, view, title, resourceLabel, now, movable, onOpen, onMove }: {
  window: TimeWindow;
  lanes: GanttLane[];
  bars: Bar[];
  rowsPerLane: Map<string, number>;
  spans: LoadSpan[];
  view(bar: Bar): BarView;
  title: string;
  resourceLabel: string;
  /** Minute of now (plant time), for the line. */
  now: number;
  movable: boolean;
  onOpen(id: number): void;
  onMove(id: number, startMinute: number): void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [focused, setFocused] = useState<number | null>(null);
  const [drag, setDrag] = useState<{ id: number; x0: number; dx: number } | null>(null);
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const tabStop = focused !== null && bars.some((b) => b.id === focused) ? focused : bars[0]?.id ?? null;
  const laneKeys = lanes.map((l) => l.key);
  const scale = ticks(window);
  const dayWidth = 1440 * window.pxPerMinute;
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...(window.zoom === 'day' ? { weekday: 'short', day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short' }) });
  const monthFormat = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' });
  const shortMonth = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' });

  const focusBar = (id: number | null) => {
    if (id === null) return;
    setFocused(id);
    refs.current.get(id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, bar: Bar) => {
    if (event.shiftKey && movable && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      onMove(bar.id, bar.start + (event.key === 'ArrowLeft' ? -1 : 1) * ZOOMS[window.zoom].step);
      return;
    }
    if (!NAV_KEYS.has(event.key)) return;
    event.preventDefault();
    focusBar(neighbour(bars, laneKeys, bar.id, event.key as NavKey));
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, bar: Bar) => {
    if (!movable || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id: bar.id, x0: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag) setDrag({ ...drag, dx: event.clientX - drag.x0 });
  };
  const onPointerUp = (bar: Bar) => {
    if (!drag) return;
    setDrag(null);
    // A few pixels are a click, not a move.
    if (Math.abs(drag.dx) >= 4) onMove(bar.id, snapMinute(bar.start + drag.dx / window.pxPerMinute, window.zoom));
  };
  const onClick = (bar: Bar) => {
    if (drag && Math.abs(drag.dx) >= 4) return;
    onOpen(bar.id);
  };

  const nowX = (now - window.startMinute) * window.pxPerMinute;
  const weekendBands = scale.filter((s) => s.weekend).map((s) => <div key={s.date} className="gantt-weekend" style={{ left: s.x, width: dayWidth }} aria-hidden />);
  return (
    // Without bars nothing in the frame takes focus: the frame itself does, so a keyboard can scroll it.
    <div className="gantt-frame" data-testid="gantt-chart" data-zoom={window.zoom} tabIndex={bars.length ? undefined : 0}>
      <div className="gantt-inner" style={{ width: LANE_HEAD + window.width }} role="group" aria-label={t('gantt.chartLabel', { title, resource: resourceLabel })} aria-describedby="gantt-keyboard-help">
        <div className="gantt-header">
          <div className="gantt-corner" style={{ width: LANE_HEAD }}>{resourceLabel}</div>
          <div className="gantt-scale" style={{ width: window.width }} aria-hidden>
            {scale.filter((s) => s.major).map((s) => (
              <div key={s.date} className="gantt-tick" style={{ left: s.x, width: window.zoom === 'day' ? dayWidth : dayWidth * 7 }} data-weekend={s.weekend || undefined}>
                {window.zoom === 'week' && s.date.slice(8) <= '07' ? `${monthFormat.format(new Date(`${s.date}T00:00:00Z`))} · ` : ''}
                {dayFormat.format(new Date(`${s.date}T00:00:00Z`))}
              </div>
            ))}
          </div>
        </div>
        {lanes.map((lane) => {
          const laneBars = bars.filter((b) => b.lane === lane.key);
          const laneSpans = spans.filter((s) => s.lane === lane.key);
          const overMonths = [...new Set(laneSpans.map((s) => shortMonth.format(new Date(`${s.month}-01T00:00:00Z`))))];
          // The lane head needs room for its title and the over-capacity note.
          // (the note may wrap to two lines under the title: 12 px of padding, 20 the title, 2 x 15 the note).
          const height = Math.max((rowsPerLane.get(lane.key) ?? 1) * ROW_HEIGHT + 8, overMonths.length ? 66 : 0);
          return (
            <div key={lane.key} className="gantt-lane" role="group" aria-label={lane.title} data-testid="gantt-lane" data-lane={lane.key} data-over={laneSpans.length > 0 || undefined}>
              <div className="gantt-lane-head" style={{ width: LANE_HEAD, height }}>
                <span className="gantt-lane-title">{lane.title}</span>
                {overMonths.length > 0 && (
                  <span className="gantt-over-badge" data-testid="gantt-over-badge">
                    <IconAlertTriangle size={12} aria-hidden /> {t('gantt.overCapacityIn', { months: overMonths.join(', ') })}
                  </span>
                )}
              </div>
              <div className="gantt-lane-body" style={{ width: window.width, height }}>
                {weekendBands}
                {laneSpans.map((s) => (
                  <div key={s.month} className="gantt-over" style={{ left: s.x, width: s.width }} title={`${t('gantt.overCapacity')} ${Math.round(s.value)} %`} aria-hidden data-testid="gantt-over" />
                ))}
                {nowX >= 0 && nowX <= window.width && <div className="gantt-now" style={{ left: nowX }} aria-hidden />}
                {laneBars.map((bar) => {
                  const v = view(bar);
                  const offset = drag?.id === bar.id ? drag.dx : 0;
                  const late = bar.late && bar.lateMinutes !== null ? `, ${t('gantt.late')}: ${t('gantt.lateBy', { duration: durationLabel(bar.lateMinutes, t) })}` : '';
                  const label = `${t('gantt.barLabel', { label: v.label, lane: lane.title, start: momentLabel(momentText(bar.start), locale), end: momentLabel(momentText(bar.end), locale) })}${late}. ${v.details}`;
                  return (
                    <button
                      key={bar.id}
                      ref={(el) => { if (el) refs.current.set(bar.id, el); else refs.current.delete(bar.id); }}
                      type="button"
                      className="gantt-bar"
                      style={{
                        left: bar.x + offset, top: bar.row * ROW_HEIGHT + 4, width: bar.width,
                        ...(v.color ? { background: `var(--mantine-color-${v.color}-1)`, borderColor: `var(--mantine-color-${v.color}-7)` } : {}),
                      }}
                      tabIndex={bar.id === tabStop ? 0 : -1}
                      aria-label={label}
                      title={label}
                      data-testid="gantt-bar"
                      data-id={bar.id}
                      data-late={bar.late || undefined}
                      data-dragging={drag?.id === bar.id || undefined}
                      onFocus={() => setFocused(bar.id)}
                      onKeyDown={(e) => onKeyDown(e, bar)}
                      onPointerDown={(e) => onPointerDown(e, bar)}
                      onPointerMove={onPointerMove}
                      onPointerUp={() => onPointerUp(bar)}
                      onPointerCancel={() => setDrag(null)}
                      onClick={() => onClick(bar)}
                    >
                      {bar.late && <IconAlertTriangle size={12} aria-hidden className="gantt-late-icon" />}
                      <span className="gantt-bar-text">{v.label}</span>
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      <p id="gantt-keyboard-help" className="visually-hidden">{t('gantt.keyboardHelp')}</p>
    </div>
  );
}
