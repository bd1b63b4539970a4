// Per-user feature restrictions (CUSTOM_ROLES). Asked from the server only
// while that plugin is active; otherwise empty, and the policy ignores it.
import { atom } from 'jotai';
import { RESTRICTIONS_PLUGIN } from '../access';
import { api, type Restrictions } from '../http';
import { activePluginsAtom } from './activePlugins';
import { configAtom, policyAtom } from './config';
import { httpAtom } from './services';

export const restrictionsAtom = atom<Restrictions>({});

export const loadRestrictionsAtom = atom(null, async (get, set) => {
  if (!get(activePluginsAtom).includes(RESTRICTIONS_PLUGIN)) {
    set(restrictionsAtom, {});
    return;
  }
  const features = get(policyAtom).featuresOf(get(configAtom).routes.filter((r) => r.enabled && !r.public));
  const data = await get(httpAtom).request<Restrictions>(api.checkRestrictions, { body: { Features: features } });
  set(restrictionsAtom, data ?? {});
});
