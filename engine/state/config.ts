// The compiled config and the access policy built from it. createApp sets
// configAtom once, before anything renders; everything else derives from it.
import { atom } from 'jotai';
import { createAccessPolicy, type AccessPolicy } from '../access';
import type { CompiledConfig } from '../config/compiled';

const configValueAtom = atom<CompiledConfig | null>(null);

export const configAtom = atom(
  (get) => {
    const config = get(configValueAtom);
    if (!config) throw new Error('configAtom read before createApp set it');
    return config;
  },
  (_get, set, config: CompiledConfig) => set(configValueAtom, config),
);

const policies = new WeakMap<CompiledConfig, AccessPolicy>();

/** THE permission rule (engine/access), one instance per config. */
export const policyAtom = atom((get) => {
  const config = get(configAtom);
  let policy = policies.get(config);
  if (!policy) {
    policy = createAccessPolicy(config);
    policies.set(config, policy);
  }
  return policy;
});
