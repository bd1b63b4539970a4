// The demo users' custom reports: report views of the config saved with
// their own grouping, pivot, filters and sort, as a user would with "Save
// as". Each definition names its route; a user gets those whose route the
// config declares and they may open. Also the dimension values the demo
// company's dimensions list.
import type { AccessContext, AccessPolicy } from '../../engine/access/policy';
import type { CompiledConfig } from '../../engine/config/compiled';
import type { NewReport } from '../data/reports';

export const PRODUCT_FAMILIES = ['Dairy', 'Bakery', 'Beverages', 'Frozen', 'Snacks', 'Ready meals'];
export const REGIONS = ['North', 'South', 'East', 'West', 'Islands'];
export const CHANNELS = ['Retail', 'Wholesale', 'Horeca', 'E-commerce'];
export const BRANDS = ['Demo Fresh', 'Golden Field', 'Nordic Bay', 'Casa Verde'];

/** Saved report definitions, by name; `users` says which demo users keep one. */
const DEFINITIONS: Array<NewReport & { users: string[] }> = [
  {
    name: 'Discontinued and phase-out by status', route: 'discontinued-products-report', view: 0, users: ['super', 'planner'],
    state: { group: ['status'], pivot: null, sort: [{ field: 'products', desc: true }] },
  },
  {
    name: 'Phase-out products by launch year', route: 'discontinued-products-report', view: 0, users: ['admin', 'viewer'],
    state: { group: ['launch'], filters: [{ field: 'status', op: 'eq', value: 'phase-out' }], sort: [{ field: 'launch', desc: false }] },
  },
  {
    name: 'Subfamilies to review, top 10', route: 'discontinued-products-report', view: 0, users: ['admin', 'planner'],
    state: { group: ['family'], sort: [{ field: 'products', desc: true }], limit: 10 },
  },
  {
    name: 'Families by status', route: 'discontinued-products-report', view: 0, users: ['super', 'planner', 'viewer'],
    state: { group: ['parent'], pivot: 'status', sort: [{ field: 'parent', desc: false }] },
  },
];

/** Does the state name only dimensions and measures the view has (a report view edited since keeps working)? */
function fits(report: NonNullable<CompiledConfig['routes'][number]['views'][number]['report']>, state: NewReport['state']): boolean {
  const dims = new Set(report.dimensions.map((d) => d.id));
  const ids = new Set([...dims, ...report.measures.map((m) => m.id)]);
  return [...(state.group ?? []), ...(state.pivot ? [state.pivot] : []), ...(state.filters ?? []).map((f) => f.field)].every((id) => dims.has(id))
    && [...(state.sort ?? []).map((x) => x.field), ...(state.measures ?? [])].every((id) => ids.has(id));
}

/** The definitions a demo user keeps: those on report views the config declares, that fit them, and the user may open. */
export function demoReports(config: CompiledConfig, policy: AccessPolicy, user: string, ctx: AccessContext): NewReport[] {
  return DEFINITIONS.filter((d) => {
    const route = config.routes.find((r) => r.id === d.route);
    const report = route?.views[d.view]?.report;
    return d.users.includes(user) && !!route && !!report && fits(report, d.state) && policy.canOpen(route, ctx);
  }).map(({ users: _users, ...report }) => report);
}
