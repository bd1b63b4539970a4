// The user's custom reports (GET /api/custom-reports): the custom-reports/:id
// pages and the menu bar's dropdown.
import { atom } from 'jotai';
import { asksCustomReports } from '../access';
import { api, type CustomReportSummary } from '../http';
import { accessContextAtom } from './access';
import { configAtom, policyAtom } from './config';
import { httpAtom } from './services';

export const customReportsAtom = atom<CustomReportSummary[]>([]);

export const loadCustomReportsAtom = atom(null, async (get, set) => {
  // Ask only when the route that lists them may be opened at all.
  if (!asksCustomReports(get(configAtom), get(policyAtom), get(accessContextAtom))) {
    set(customReportsAtom, []);
    return;
  }
  const data = await get(httpAtom).request<CustomReportSummary[]>(api.customReports);
  set(customReportsAtom, Array.isArray(data) ? data : []);
});
