// The one list the menu bar, the section index and the searcher read
// (engine/navigation visibleRoutes over the access policy), recomputed when
// roles, plugins, restrictions, dimensions or custom reports change.
import { atom } from 'jotai';
import { customReportsMenu, menuBarRoutes, visibleRoutes } from '../navigation';
import { accessContextAtom } from './access';
import { configAtom, policyAtom } from './config';
import { customReportsAtom } from './customReports';
import { dimensionsAtom } from './dimensions';

export const visibleRoutesAtom = atom((get) =>
  visibleRoutes(get(configAtom), get(policyAtom), get(accessContextAtom), {
    dimensions: get(dimensionsAtom),
    customReports: get(customReportsAtom),
  }),
);

export const menuBarRoutesAtom = atom((get) => menuBarRoutes(get(visibleRoutesAtom)));
export const customReportsMenuAtom = atom((get) => customReportsMenu(get(visibleRoutesAtom)));
