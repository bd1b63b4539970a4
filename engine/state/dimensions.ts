// The company's dimensions (GET /api/dimensions), asked only when the user may
// read DIMENSIONS (granted, unlocked and not restricted): they become the
// dimensions/:id entries under FORECASTS / FORECAST_DATA_MODEL.
import { atom } from 'jotai';
import { asksDimensions } from '../access';
import { api, type DimensionSummary } from '../http';
import { accessContextAtom } from './access';
import { policyAtom } from './config';
import { httpAtom } from './services';

export const dimensionsAtom = atom<DimensionSummary[]>([]);

export const loadDimensionsAtom = atom(null, async (get, set) => {
  if (!asksDimensions(get(policyAtom), get(accessContextAtom))) {
    set(dimensionsAtom, []);
    return;
  }
  const data = await get(httpAtom).request<DimensionSummary[]>(api.dimensions);
  set(dimensionsAtom, Array.isArray(data) ? data : []);
});
