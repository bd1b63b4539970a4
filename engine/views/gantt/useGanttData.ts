// What a Gantt view reads, through the APIs every view uses: the rows that
// overlap the window (the data API, the view's where applied by the server),
// how many have no times yet, every row of the lanes' entity (so idle lanes
// show too), and the lanes' months over capacity from the report view the
// gantt names (left out when the user may not read it).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CompiledEntity, CompiledView } from '../../config/compiled';
import { dataApi, type DataPage, type RefTitles } from '../../data/api';
import type { Filter } from '../../data/list-query';
import { toApiQuery } from '../../data/list-query';
import { reportApi, type ReportResult } from '../../data/report-api';
import { toReportApiQuery } from '../../data/report-query';
import { viewRef } from '../../data/table-state';
import { useHttp } from '../../shell/context';
import { useApiQuery } from '../../shell/useApiQuery';
import { FORBIDDEN_CODES } from '../shared/errors';
import { formatMinute } from '../../time/calendar';
import type { LoadCell, TimeWindow } from './timeline';
import { windowMonths } from './timeline';

/** Rows of one window drawn at most (pages of the data API's largest size). */
export const MAX_BARS = 2000;
const PAGE = 500;

export interface PagedRows {
  data: DataPage | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** The list's pages one after the other until every row (up to MAX_BARS) is in, as one page. */
function usePagedRows(entityId: string | null, query: Record<string, string>): PagedRows {
  const http = useHttp();
  const [tick, setTick] = useState(0);
  const key = JSON.stringify([entityId, query, tick]);
  // What answered which request: loading is "the last answer is not for this one" (no state set in the effect itself).
  const [state, setState] = useState<{ key?: string; data?: DataPage; error?: unknown }>({});
  useEffect(() => {
    if (entityId === null) return;
    const controller = new AbortController();
    (async () => {
      let all: DataPage | undefined;
      for (let page = 1; page <= MAX_BARS / PAGE; page++) {
        const next = await http.request<DataPage>(dataApi.list, { params: { entity: entityId }, query: { ...query, page: String(page) }, ignoreCodes: FORBIDDEN_CODES, signal: controller.signal });
        all = all ? { ...next, rows: [...all.rows, ...next.rows], refs: mergeRefs(all.refs, next.refs) } : next;
        if (page * PAGE >= next.total) break;
      }
      if (!controller.signal.aborted) setState((s) => ({ key, data: all ?? s.data }));
    })().catch((error: unknown) => { if (!controller.signal.aborted) setState((s) => ({ key, data: s.data, error })); });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, key]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const loading = entityId !== null && state.key !== key;
  // The previous window's rows stay drawn while the next ones load.
  return { data: state.data, error: loading ? undefined : state.error, loading, reload };
}

function mergeRefs(a: RefTitles, b: RefTitles): RefTitles {
  const out: RefTitles = { ...a };
  for (const [path, titles] of Object.entries(b)) out[path] = { ...(out[path] ?? {}), ...titles };
  return out;
}

/** A window edge as the field compares: a day for date fields, a moment for strings. */
function edge(entity: CompiledEntity, field: string, minute: number): string {
  const moment = formatMinute(minute);
  return entity.fields.find((f) => f.name === field)?.type === 'date' ? moment.slice(0, 10) : moment;
}

export function useGanttData(options: {
  routeId: string;
  index: number;
  view: CompiledView;
  entity: CompiledEntity;
  lanesEntity: CompiledEntity | undefined;
  canReadLanes: boolean;
  canRead: boolean;
  filters: Filter[];
  window: TimeWindow | null;
  fields: string[];
}) {
  const { view, entity, window } = options;
  const start = view.start!;
  const end = view.end!;
  const overlap: Filter[] = window
    ? [{ field: start, op: 'lt', value: edge(entity, start, window.endMinute) }, { field: end, op: 'gt', value: edge(entity, end, window.startMinute) }]
    : [];
  const ref = viewRef(options.routeId, options.index);
  const rows = usePagedRows(options.canRead ? entity.id : null, {
    ...toApiQuery({ page: 1, pageSize: PAGE, sort: [{ field: start, desc: false }], filters: [...options.filters, ...overlap], fields: options.fields }),
    view: ref,
  });
  const unscheduled = useApiQuery<DataPage>(options.canRead && window ? dataApi.list : null, {
    params: { entity: entity.id },
    query: { ...toApiQuery({ page: 1, pageSize: 1, sort: [], filters: [...options.filters, { field: start, op: 'null', value: true }], fields: [start] }), view: ref },
    ignoreCodes: FORBIDDEN_CODES,
  });
  const lanesEntity = options.lanesEntity;
  const lanes = useApiQuery<DataPage>(lanesEntity && options.canReadLanes ? dataApi.list : null, {
    params: { entity: lanesEntity?.id ?? '' },
    query: toApiQuery({ page: 1, pageSize: 500, sort: (lanesEntity?.order ?? []).map((f) => ({ field: f.replace(/^-/, ''), desc: f.startsWith('-') })), filters: [], fields: lanesEntity ? [...new Set([...lanesEntity.key, lanesEntity.title])] : [] }),
    ignoreCodes: FORBIDDEN_CODES,
  });
  const load = view.gantt?.load;
  const months = window ? windowMonths(window) : [];
  const report = useApiQuery<ReportResult>(load && window ? reportApi.run : null, {
    params: { route: load?.route ?? '', view: load?.view ?? 0 },
    query: load ? toReportApiQuery({ group: [load.resource, load.period], pivot: null, filters: [{ field: load.period, op: 'between', value: [months[0], months[months.length - 1]] }], sort: [], limit: null, measures: [load.measure] }) : {},
    // Not everyone may read capacity: then the chart simply shows no overload.
    silent: true,
  });
  const loadCells = useMemo<LoadCell[]>(() => {
    if (!load || !report.data) return [];
    return report.data.rows.flatMap((r) => {
      const lane = r.keys[load.resource];
      const month = r.keys[load.period];
      const value = r.values[load.measure];
      return lane === null || lane === undefined || typeof month !== 'string' || typeof value !== 'number' ? [] : [{ lane: String(lane), month: month.slice(0, 7), value }];
    });
  }, [load, report.data]);
  return { rows, unscheduled, lanes, loadCells };
}
