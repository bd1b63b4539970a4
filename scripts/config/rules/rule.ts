// The shape every cross-reference rule shares: a pure function from the config
// model and a position lookup to problems. Helpers keep the rules short.
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
