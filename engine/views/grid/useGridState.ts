// The grid's state in the URL (engine/data/grid-url.ts): hierarchy, level,
// open rows, measures, months, scope and filter. Opening a row replaces the
// history entry; the other changes push one, so Back undoes them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readGridUrl, writeGridUrl, type GridUrlState } from '../../data/grid-url';

export function useGridState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => readGridUrl(params), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = useCallback((patch: Partial<GridUrlState>) => {
    const quiet = Object.keys(patch).every((k) => k === 'expanded');
    setParams((current) => writeGridUrl(current, { ...readGridUrl(current), ...patch }), { replace: quiet });
  }, [setParams]);

  return { state, update };
}
