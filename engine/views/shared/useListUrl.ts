// A list's state kept in the URL (list-query.ts encoding), so back, forward,
// reload and shared links show the same page, sort, filters and search.
// Every change is a new history entry except typing in the search box.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CompiledEntity, CompiledView } from '../../config/compiled';
import { readUrlQuery, writeUrlQuery, type ListQuery } from '../../data/list-query';
import { viewDefaults } from '../../data/table-state';

export function useListUrl(entity: CompiledEntity, view: Pick<CompiledView, 'pageSize' | 'sort'>, entities: ReadonlyMap<string, CompiledEntity>) {
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => viewDefaults(view), [view]);
  const key = params.toString();
  const query = useMemo(() => readUrlQuery(params, entity, defaults, [...entities.values()]), [key, entity, defaults, entities]); // eslint-disable-line react-hooks/exhaustive-deps

  const setQuery = useCallback(
    (patch: Partial<ListQuery>, options: { replace?: boolean } = {}) => {
      setParams((current) => {
        const now = readUrlQuery(current, entity, defaults, [...entities.values()]);
        // Anything but a page change goes back to the first page.
        const next = { ...now, ...patch, page: patch.page ?? 1 };
        return writeUrlQuery(current, next, defaults);
      }, { replace: options.replace });
    },
    [setParams, entity, defaults, entities],
  );

  return { query, setQuery, params, setParams };
}
