// Per-user feature restrictions (CUSTOM_ROLES). Asked from the server only
// while that plugin is active; otherwise empty, and the policy ignores it.
import { atom } from 'jotai';
import { restrictionFeatures } from '../access';
import { api, type Restrictions } from '../http';
import { activePluginsAtom } from './activePlugins';
import { configAtom, policyAtom } from './config';
import { httpAtom } from './services';

export const restrictionsAtom = atom<Restrictions>({});

export const loadRestrictionsAtom = atom(null, async (get, set) => {
  const features = restrictionFeatures(get(configAtom), get(policyAtom), get(activePluginsAtom));
  if (!features) {
    set(restrictionsAtom, {});
    return;
  }
  const data = await get(httpAtom).request<Restrictions>(api.checkRestrictions, { body: { Features: features } });
  set(restrictionsAtom, data ?? {});
});
