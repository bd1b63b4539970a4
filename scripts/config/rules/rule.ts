// The shape every cross-reference rule shares: a pure function from the config
// model and a position lookup to problems. Helpers keep the rules short.
import type { CompiledRoute, CompiledView } from '../../../engine/config/compiled.ts';
import type { ConfigModel } from '../model.ts';
import { formatPath, type PathSegment } from '../paths.ts';
import type { Locate, LocateOptions } from '../positions.ts';
import type { ConfigProblem } from '../problems.ts';

export type Rule = (model: ConfigModel, at: Locate) => ConfigProblem[];

export interface Reporter {
  problems: ConfigProblem[];
  report(file: string, path: PathSegment[], code: string, message: string, options?: LocateOptions): void;
  /** "config/routes/a.yaml:3:5", to point at the other half of a conflict. */
  where(file: string, path: PathSegment[], options?: LocateOptions): string;
}

export function reporter(at: Locate): Reporter {
  const problems: ConfigProblem[] = [];
  return {
    problems,
    report(file, path, code, message, options) {
      const { line, column } = at(file, path, options);
      problems.push({ file, line, column, path: formatPath(path), code, message });
    },
    where(file, path, options) {
      const { line, column } = at(file, path, options);
      return `${file}:${line}:${column}`;
    },
  };
}

/** File and path of config.routes[i], where the author wrote it. */
export function routeSite(model: ConfigModel, i: number): { file: string; path: PathSegment[] } {
  const origin = model.routeOrigins[i];
  return { file: origin.file, path: ['routes', origin.index] };
}

/** A view of a route, where its author wrote it, and its properties as written (before defaults). */
export interface ViewSite {
  route: CompiledRoute;
  view: CompiledView;
  file: string;
  /** Path of the view in its file: routes[i].views[v]. */
  base: PathSegment[];
  declared: Record<string, unknown>;
}

/** Calls visit for every view of every route (the view rules' common walk). */
export function forEachView(model: ConfigModel, visit: (site: ViewSite) => void): void {
  model.config.routes.forEach((route, i) => {
    const site = routeSite(model, i);
    const raw = model.raw.routeFiles.find((f) => f.file === site.file)?.value.routes[site.path[1] as number];
    route.views.forEach((view, v) => {
      visit({ route, view, file: site.file, base: [...site.path, 'views', v], declared: (raw?.views?.[v] ?? {}) as Record<string, unknown> });
    });
  });
}

/** Calls onDuplicate(i, firstIndex) for every item whose key was already seen. */
export function forEachDuplicate<T>(
  items: readonly T[],
  keyOf: (item: T) => string | number,
  onDuplicate: (index: number, firstIndex: number) => void,
): void {
  const first = new Map<string | number, number>();
  items.forEach((item, i) => {
    const key = keyOf(item);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, i);
    else onDuplicate(i, seen);
  });
}
