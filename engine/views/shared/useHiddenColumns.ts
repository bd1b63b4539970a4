// The columns a user hid in one view, in localStorage per user, route and view.
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { hiddenColumnsKey, parseHiddenColumns } from '../../data/table-state';
import { profileAtom } from '../../state';

export function useHiddenColumns(routeId: string, viewIndex: number): [Set<string>, (hidden: Set<string>) => void] {
  const profile = useAtomValue(profileAtom);
  const key = hiddenColumnsKey(profile?.Id ?? 'anonymous', routeId, viewIndex);
  const read = () => {
    try { return parseHiddenColumns(localStorage.getItem(key)); } catch { return new Set<string>(); }
  };
  const [state, setState] = useState<{ key: string; hidden: Set<string> }>(() => ({ key, hidden: read() }));
  const hidden = state.key === key ? state.hidden : read();
  const set = useCallback((next: Set<string>) => {
    setState({ key, hidden: next });
    try {
      if (next.size) localStorage.setItem(key, JSON.stringify([...next]));
      else localStorage.removeItem(key);
    } catch {
      // Private mode or a full storage: the choice lasts for this page only.
    }
  }, [key]);
  return [hidden, set];
}
