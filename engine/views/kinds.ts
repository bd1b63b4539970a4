// The code of the engine's views: the page (ViewsPage) and one chunk per view
// kind, each asked for once. Apart from ViewsPage so the first load can ask
// for a route's chunks as soon as it knows the route (route-prefetch.ts),
// beside the session's requests instead of after them; it holds nothing but
// dynamic imports, so it adds almost nothing to the first load.
import type { ComponentType } from 'react';
import type { ViewKind } from '../config/compiled';
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

/** Kinds whose chunk has arrived (their component then renders at once, asking for its own data). */
export const arrivedKinds = new Set<ViewKind>();
const loads = new Map<ViewKind, Promise<ViewModule>>();

/** A kind's chunk, asked for once (the page, or the first load, may ask before React renders the view). */
export function loadKind(kind: ViewKind): Promise<ViewModule> {
  let load = loads.get(kind);
  if (!load) {
    load = VIEW_LOADERS[kind]!().then((module) => { arrivedKinds.add(kind); return module; });
    // A failed download is tried again the next time the view is shown.
    load.catch(() => loads.delete(kind));
    loads.set(kind, load);
  }
  return load;
}

let page: Promise<typeof import('./ViewsPage')> | null = null;

/** The views page's chunk (the same import RouteGate renders lazily), asked for once. */
export function loadViewsPage(): Promise<typeof import('./ViewsPage')> {
  if (!page) {
    page = import('./ViewsPage');
    page.catch(() => { page = null; });
  }
  return page;
}
