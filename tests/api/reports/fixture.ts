// The report API tests' config: the real config (its demo entities and
// data) plus report routes written here, so the tests do not depend on
// which report views config/routes declares, and the computed entity
// product-classification (server/reports/computed), which the real config
// does not declare yet.
import type { CompiledConfig, CompiledDimension, CompiledEntity, CompiledMeasure, CompiledReport, CompiledRoute, CompiledView } from '../../../engine/config/compiled';

const measure = (m: Partial<CompiledMeasure> & { id: string }): CompiledMeasure => ({ agg: 'sum', where: [], format: 'number', ...m });

export function reportView(report: Omit<CompiledReport, 'group' | 'dimensions'> & { group?: string[]; dimensions: CompiledDimension[] }, extra: Partial<CompiledView> = {}): CompiledView {
  return {
    kind: 'report', entity: '', columns: [], filters: [], where: [], sort: [], pageSize: 50, form: [], detail: [], actions: [], card: [], singleton: false,
    ...extra,
    report: { group: report.group ?? report.dimensions.slice(0, 1).map((d) => d.id), ...report },
  };
}

function route(id: string, views: CompiledView[], features: string[], plugins: string[] = []): CompiledRoute {
  return {
    id, path: `test/${id}`, page: null, views, menu: false, enabled: true, public: false,
    section: 'REPORTS', subSection: null, group: null, permissions: { features, level: 'read', plugins }, source: 'tests/api/reports/fixture.ts',
  };
}

export const productClassificationEntity: CompiledEntity = {
  id: 'product-classification', table: '', computed: true, key: ['sku'], title: 'sku', order: ['sku'],
  access: { read: ['PRODUCTS'], write: [] }, singleton: false, readOnly: true, unique: [], indexes: [], checks: [],
  source: 'tests/api/reports/fixture.ts',
  fields: [
    { name: 'product', column: 'product_id', type: 'ref', entity: 'product' },
    { name: 'sku', column: 'sku', type: 'string' },
    { name: 'category', column: 'category_id', type: 'ref', entity: 'product-family' },
    { name: 'family', column: 'family_id', type: 'ref', entity: 'product-family' },
    { name: 'subfamily', column: 'subfamily_id', type: 'ref', entity: 'product-family' },
    { name: 'depth', column: 'depth', type: 'integer' },
  ].map((f, line) => ({ required: false, expected: false, unique: false, access: { read: [], write: [] }, readOnly: true, line: line + 8, ...f }) as CompiledEntity['fields'][number]),
};

/** Products: counts, prices and the restricted unit cost, by the hierarchy two refs away. */
export const productsView = reportView({
  measures: [
    measure({ id: 'products', entity: 'product', agg: 'count', format: 'integer' }),
    measure({ id: 'price', entity: 'product', field: 'price', agg: 'avg', format: 'money' }),
    measure({ id: 'priceSum', entity: 'product', field: 'price', format: 'money' }),
    measure({ id: 'cost', entity: 'product', field: 'unitCost', agg: 'avg', format: 'money' }),
    measure({ id: 'costSum', entity: 'product', field: 'unitCost', format: 'money' }),
    measure({ id: 'margin', formula: '(price - cost) / price * 100', format: 'percent' }),
    measure({ id: 'discontinued', entity: 'product', agg: 'count', where: [{ field: 'status', op: 'eq', value: 'discontinued' }] }),
    measure({ id: 'perDiscontinued', formula: 'products / discontinued' }),
    measure({ id: 'cheap', entity: 'product', agg: 'count', where: [{ field: 'unitCost', op: 'lt', value: 1 }] }),
  ],
  dimensions: [
    { id: 'family', paths: { product: 'family' } },
    { id: 'status', paths: { product: 'status' } },
    { id: 'parent', paths: { product: 'family.parent' } },
    { id: 'top', paths: { product: 'family.parent.parent' } },
    { id: 'launch', paths: { product: 'launchDate' }, grain: 'year' },
    { id: 'launchMonth', paths: { product: 'launchDate' }, grain: 'month' },
    { id: 'source', paths: { product: 'source' } },
    // Unit costs are readable with PRODUCT_COSTS only: the demand planner may not group by them.
    { id: 'costBand', paths: { product: 'unitCost' } },
  ],
  group: ['status'],
  chart: { kind: 'bar', x: 'status', y: ['products'] },
}, { filters: ['status', 'family'], sort: ['-products'] });

/** Offer lines and price list lines of the same products, met on product and family. */
export const offersView = reportView({
  measures: [
    measure({ id: 'offered', entity: 'offer-line', field: 'quantity' }),
    measure({ id: 'value', entity: 'offer-line', field: 'lineTotal', format: 'money' }),
    measure({ id: 'offers', entity: 'offer-line', field: 'offer', agg: 'countDistinct', format: 'integer' }),
    measure({ id: 'accepted', entity: 'offer-line', field: 'lineTotal', where: [{ field: 'offer.status', op: 'eq', value: 'accepted' }], format: 'money' }),
    measure({ id: 'listed', entity: 'price-list-line', agg: 'count', format: 'integer' }),
    measure({ id: 'listPrice', entity: 'price-list-line', field: 'price', agg: 'avg', format: 'money' }),
    measure({ id: 'acceptance', formula: 'accepted / value * 100', format: 'percent' }),
  ],
  dimensions: [
    { id: 'family', paths: { 'offer-line': 'product.family', 'price-list-line': 'product.family' } },
    { id: 'product', paths: { 'offer-line': 'product', 'price-list-line': 'product' } },
    { id: 'status', paths: { 'offer-line': 'product.status', 'price-list-line': 'product.status' } },
  ],
  group: ['family', 'product'],
  chart: { kind: 'bar', x: 'family', y: ['value'] },
});

/** Offer lines alone, by month and channel two refs away. */
export const offerMonthsView = reportView({
  measures: [
    measure({ id: 'value', entity: 'offer-line', field: 'lineTotal', format: 'money' }),
    measure({ id: 'offers', entity: 'offer-line', field: 'offer', agg: 'countDistinct', format: 'integer' }),
  ],
  dimensions: [
    { id: 'month', paths: { 'offer-line': 'offer.issueDate' }, grain: 'month' },
    { id: 'channel', paths: { 'offer-line': 'offer.customer.channel' } },
    { id: 'customer', paths: { 'offer-line': 'offer.customer' } },
  ],
  group: ['channel'],
  pivot: 'month',
  chart: { kind: 'line', x: 'month', y: ['value'], series: 'channel' },
});

/** The computed entity aggregated like a table. */
export const classificationView = reportView({
  measures: [
    measure({ id: 'products', entity: 'product-classification', agg: 'count', format: 'integer' }),
    measure({ id: 'price', entity: 'product-classification', field: 'product.price', agg: 'avg', format: 'money' }),
  ],
  dimensions: [
    { id: 'category', paths: { 'product-classification': 'category' } },
    { id: 'family', paths: { 'product-classification': 'family' } },
    { id: 'status', paths: { 'product-classification': 'product.status' } },
  ],
  group: ['category'],
});

export function reportTestConfig(base: CompiledConfig): CompiledConfig {
  return {
    ...base,
    entities: [...base.entities, productClassificationEntity],
    routes: [
      ...base.routes,
      route('test-products', [productsView], ['PRODUCT_REPORTS']),
      route('test-offers', [offersView], ['PRODUCT_REPORTS'], ['OFFERS']),
      route('test-offer-months', [offerMonthsView], ['PRODUCT_REPORTS'], ['OFFERS']),
      route('test-classification', [classificationView], ['PRODUCT_REPORTS']),
    ],
  };
}
