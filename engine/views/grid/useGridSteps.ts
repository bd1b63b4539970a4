// Undo and redo of the planner's edits in this grid (server/grid/steps.ts):
// what each would do now (read on opening, so it survives a reload, and
// after every change), and running one, which says how many cells it
// restored and has the page read its rows again.
import { useCallback, useEffect, useState } from 'react';
import { gridApi, type GridStepResult, type GridSteps } from '../../data/grid-api';
import { useHttp } from '../../shell/context';

export function useGridSteps(route: string, view: number, enabled: boolean) {
  const http = useHttp();
  const [steps, setSteps] = useState<GridSteps>({ undo: null, redo: null });
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(() => {
    if (!enabled) return;
    http.request<GridSteps>(gridApi.steps, { params: { route, view }, silent: true }).then(setSteps).catch(() => setSteps({ undo: null, redo: null }));
  }, [http, route, view, enabled]);
  useEffect(refresh, [refresh]);

  const run = useCallback(async (direction: 'undo' | 'redo', body: { hierarchy: string; scope?: number; filter?: unknown }): Promise<GridStepResult> => {
    setBusy(true);
    try {
      const result = await http.request<GridStepResult>(gridApi[direction], { params: { route, view }, body, silent: true });
      setSteps(result.next);
      return result;
    } finally {
      setBusy(false);
      refresh();
    }
  }, [http, route, view, refresh]);

  return { steps, busy, refresh, run };
}
