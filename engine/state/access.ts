// What the permission rule needs to know about the signed-in user.
import { atom } from 'jotai';
import type { AccessContext } from '../access';
import { activePluginsAtom } from './activePlugins';
import { rolesAtom } from './profile';
import { restrictionsAtom } from './restrictions';

export const accessContextAtom = atom<AccessContext>((get) => ({
  roles: get(rolesAtom),
  activePlugins: get(activePluginsAtom),
  restrictions: get(restrictionsAtom),
}));
