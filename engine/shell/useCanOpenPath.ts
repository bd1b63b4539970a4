// The session's "can open this URL" rule as a hook, so a page hides a link or
// tile the user could only follow to the forbidden page (issue 25).
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { canOpenPath } from '../navigation/can-open-path';
import { accessContextAtom, configAtom, policyAtom } from '../state';

export function useCanOpenPath(): (path: string) => boolean {
  const config = useAtomValue(configAtom);
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  return useCallback((path: string) => canOpenPath(config, policy, ctx, path), [config, policy, ctx]);
}
