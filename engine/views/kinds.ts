// The code of the engine's views: the page (ViewsPage) and one chunk per view
// kind, each asked for once. Apart from ViewsPage so the first load can ask
// for a route's chunks as soon as it knows the route (route-prefetch.ts),
// beside the session's requests instead of after them; it holds nothing but
// dynamic imports and their chunks (shell/chunk.ts, no React), so it adds
// almost nothing to the first load. Once a chunk has arrived, the page and
// its view render it without a Suspense fallback (shell/loadable.tsx).
import type { ComponentType } from 'react';
import type { ViewKind } from '../config/compiled';
import { chunk, type Chunk } from '../shell/chunk';
import type { ViewProps } from './shared/types';

export type ViewModule = { default: ComponentType<ViewProps> };

/** The kinds this engine renders, each its own chunk; a kind without a loader here shows as not available. */
export const VIEW_LOADERS: Partial<Record<ViewKind, () => Promise<ViewModule>>> = {
  table: () => import('./table/TableView'),
  form: () => import('./form/FormView'),
  detail: () => import('./form/DetailView'),
  tree: () => import('./tree/TreeView'),
  calendar: () => import('./calendar/CalendarView'),
  board: () => import('./board/BoardView'),
  audit: () => import('./audit/AuditView'),
  status: () => import('./status/StatusView'),
  grid: () => import('./grid/GridView'),
  report: () => import('./report/ReportView'),
  gantt: () => import('./gantt/GanttView'),
};

const chunks = new Map<ViewKind, Chunk<ViewModule>>();

/** A kind's chunk, asked for once (the page, or the first load, may ask before React renders the view). */
export function kindChunk(kind: ViewKind): Chunk<ViewModule> {
  let c = chunks.get(kind);
  if (!c) chunks.set(kind, (c = chunk(VIEW_LOADERS[kind]!)));
  return c;
}

export const loadKind = (kind: ViewKind): Promise<ViewModule> => kindChunk(kind).load();

/** The views page's chunk (RouteGate renders it), asked for once. */
export const viewsPageChunk = chunk(() => import('./ViewsPage'));
