// Entities, views and translation parts: the valid entity fixture compiles
// with its defaults, and each entity rule reports exactly its problems, as
// config:check prints them (file:line:column path: message).
import { describe, expect, it } from 'vitest';
import { loadConfigFromFiles } from '../../../scripts/config/load';
import { formatProblem } from '../../../scripts/config/problems';
import { FIXTURE_PAGES, FIXTURE_UI_KEYS, fixtureFiles, replace } from './fixtures';

type Edit = (text: string) => string | undefined;

/** The valid fixture plus tests/fixtures/config/with-entities, with some files edited. */
function files(edits: Record<string, Edit> = {}): Map<string, string> {
  const all = fixtureFiles();
  for (const [file, text] of fixtureFiles('with-entities')) all.set(file, text);
  for (const [file, edit] of Object.entries(edits)) {
    const text = edit(all.get(file) ?? '');
    if (text === undefined) all.delete(file);
    else all.set(file, text);
  }
  return all;
}

const load = (edits: Record<string, Edit> = {}) => loadConfigFromFiles(files(edits), { pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
const problems = async (edits: Record<string, Edit>) => (await load(edits)).problems.map(formatProblem);
const CUSTOMER = 'config/entities/customer.yaml';
const SALES = 'config/routes/sales.yaml';

describe('the entity fixture', () => {
  it('compiles entities and views with their defaults, and merges translation parts', async () => {
    const result = await load();
    expect(result.problems).toEqual([]);
    const config = result.config!;
    expect(config.entities.map((e) => e.id)).toEqual(['customer', 'order', 'region']);
    const customer = config.entities.find((e) => e.id === 'customer')!;
    expect(customer).toMatchObject({ table: 'customers', key: ['code'], title: 'name', order: ['code'], singleton: false, readOnly: false, source: CUSTOMER });
    const field = (name: string) => customer.fields.find((f) => f.name === name)!;
    expect(field('code')).toMatchObject({ column: 'code', type: 'string', required: true, maxLength: 20, line: 8 });
    expect(field('name')).toMatchObject({ maxLength: 200, required: true, expected: false });
    expect(field('region')).toMatchObject({ column: 'region_id', type: 'ref', entity: 'region' });
    expect(field('creditLimit')).toMatchObject({ column: 'credit_limit', scale: 2, access: { read: ['FORECASTS'], write: [] } });
    expect(field('orders')).toMatchObject({ column: null, type: 'children', via: 'customer' });
    expect(field('orderTotal')).toMatchObject({ column: null, readOnly: true, formula: 'sum(orders.quantity)' });
    const route = config.routes.find((r) => r.id === 'customers')!;
    expect(route.page).toBeNull();
    expect(route.views).toEqual([{
      kind: 'table', entity: 'customer', columns: ['code', 'name', 'region', 'region.name', 'channel', 'creditLimit'],
      filters: ['channel', 'region', 'since'], where: [], sort: ['name'], pageSize: 50,
      form: ['code', 'name', 'region', 'channel', 'since', 'until', 'creditLimit', 'orders'],
      detail: ['code', 'name', 'region', 'channel', 'since', 'until', 'creditLimit', 'orders', 'orderTotal'],
      actions: ['create', 'edit', 'delete', 'import', 'export'], card: [], singleton: false,
    }]);
    expect(result.translations.fr).toMatchObject({ entities: { customer: { name: 'Customer (fr)' } }, routes: { customers: { title: 'Customers (fr)' } } });
  });
});

describe('rules/entity-files.ts', () => {
  it('wants one file per entity named after it, unique tables and no system column', async () => {
    expect(await problems({
      'config/entities/order.yaml': replace('table: orders', 'table: customers'),
      [CUSTOMER]: replace('  since: { type: date }', '  companyId: { type: date }'),
      'config/entities/region.yaml': (text) => replace('id: region', 'id: area')(text)!.replace('  name: { type: string, required: true }', '  name: { type: string, required: true }\n  version: { type: integer }'),
    })).toEqual(expect.arrayContaining([
      'config/entities/customer.yaml:12:3 fields.companyId: field "companyId" would use the column "company_id" that every entity table already has (id, company_id, version, created_at, updated_at, created_by, updated_by); choose another name',
      'config/entities/region.yaml:10:3 fields.version: field "version" would hide the "version" every row already has (id, version, createdAt, updatedAt, createdBy, updatedBy); choose another name',
      'config/entities/order.yaml:3:8 table: table "customers" is already the table of entity "customer" (config/entities/customer.yaml:3:8)',
      'config/entities/region.yaml:2:5 id: entity "area" must be declared in config/entities/area.yaml (one entity per file, named after its id)',
    ]));
  });
});

describe('rules/entity-fields.ts', () => {
  it('reports unknown fields and entities with suggestions, misplaced properties and bad defaults', async () => {
    expect(await problems({
      [CUSTOMER]: (t) => t
        .replace('key: [code]', 'key: [cod]')
        .replace('region: { type: ref, entity: region }', 'region: { type: ref, entity: regio }')
        .replace('channel: { type: enum, values: [retail, online], default: retail }', 'channel: { type: enum, values: [retail, online], default: shop, maxLength: 3 }')
        .replace("  - { field: until, op: '>=', other: since }", "  - { field: until, op: '>=', other: name }"),
    })).toEqual([
      'config/entities/customer.yaml:4:7 key[0]: unknown field "cod" of entity "customer"; did you mean "code"?',
      'config/entities/customer.yaml:10:32 fields.region.entity: unknown entity "regio"; did you mean "region"?',
      'config/entities/customer.yaml:11:61 fields.channel.default: default "shop" is not one of the values: retail, online',
      'config/entities/customer.yaml:11:67 fields.channel.maxLength: "maxLength" applies only to string and text fields, not enum',
      'config/entities/customer.yaml:18:5 checks[0]: cannot compare "until" (date) with "name" (string); compare two numbers, two dates or two months',
      // The view names region.name: with region pointing nowhere, that path is reported too.
      'config/routes/sales.yaml:23:39 routes[2].views[0].columns[3]: "region" is not a ref field, so "region.name" cannot reach into it',
    ]);
  });

  it('wants a children field to name the child ref pointing back', async () => {
    expect(await problems({ 'config/entities/order.yaml': replace('customer: { type: ref, entity: customer, required: true }', 'customer: { type: ref, entity: region, required: true }') }))
      .toEqual(['config/entities/customer.yaml:15:49 fields.orders.via: "order.customer" must be a ref to "customer" (it is ref to "region")']);
  });
});

describe('rules/entity-formulas.ts', () => {
  const formula = (text: string) => ({ [CUSTOMER]: replace('formula: sum(orders.quantity)', `formula: '${text}'`) });
  it('reports a syntax error with its place', async () => {
    expect(await problems(formula('sum(orders.quantity'))).toEqual([
      'config/entities/customer.yaml:16:41 fields.orderTotal.formula: the formula ends too early at character 20 (in "sum(orders.quantity")',
    ]);
  });
  it('reports unknown and non-number fields', async () => {
    expect(await problems(formula('sum(orders.quantiy) + name'))).toEqual([
      'config/entities/customer.yaml:16:41 fields.orderTotal.formula: "name" is string; formulas compute with number fields (in "sum(orders.quantiy) + name")',
      'config/entities/customer.yaml:16:41 fields.orderTotal.formula: unknown field "quantiy" of "order"; did you mean "quantity"? (in "sum(orders.quantiy) + name")',
    ]);
  });
  it('wants aggregates over a children field', async () => {
    expect(await problems(formula('sum(region.code) * creditLimit'))).toEqual([
      'config/entities/customer.yaml:16:41 fields.orderTotal.formula: sum() must range over a children field of "customer" (e.g. sum(lines.quantity)) (in "sum(region.code) * creditLimit")',
    ]);
  });
});

describe('rules/route-views.ts', () => {
  it('reports unknown fields and entities, paths into non-refs and properties of another kind', async () => {
    expect(await problems({
      [SALES]: (t) => t
        .replace('columns: [code, name, region, region.name, channel, creditLimit]', 'columns: [code, nam, channel.name, region.nme]')
        .replace('sort: [name]', 'sort: [name]\n        lane: channel'),
    })).toEqual([
      'config/routes/sales.yaml:23:25 routes[2].views[0].columns[1]: unknown field "nam" of entity "customer"; did you mean "name"?',
      'config/routes/sales.yaml:23:30 routes[2].views[0].columns[2]: "channel" is not a ref field, so "channel.name" cannot reach into it',
      'config/routes/sales.yaml:23:44 routes[2].views[0].columns[3]: unknown field "nme" of entity "region"; did you mean "name"?',
      'config/routes/sales.yaml:26:9 routes[2].views[0].lane: "lane" applies to board views, not table',
    ]);
    expect(await problems({ [SALES]: replace('        entity: customer\n', '        entity: customers\n') })).toEqual([
      'config/routes/sales.yaml:22:17 routes[2].views[0].entity: unknown entity "customers"; did you mean "customer"?',
    ]);
  });

  it('checks what each kind needs: a board lane is an enum, a calendar has dates, forms skip read-only fields', async () => {
    expect(await problems({
      [SALES]: (t) => t.replace(/ {6}- kind: table[\s\S]*$/, [
        '      - { kind: board, entity: customer, lane: region, form: [code, orderTotal] }',
        '      - { kind: calendar, entity: customer, color: name }',
        '',
      ].join('\n')),
    })).toEqual([
      'config/routes/sales.yaml:21:48 routes[2].views[0].lane: "region" is ref; a board\'s lanes come from an enum field',
      'config/routes/sales.yaml:21:69 routes[2].views[0].form[1]: "orderTotal" is readOnly: forms do not send it (list it under detail)',
      'config/routes/sales.yaml:22:9 routes[2].views[1]: a calendar needs date (one-day rows) or start and end',
      'config/routes/sales.yaml:22:52 routes[2].views[1].color: "name" is string; colour by an enum or ref field',
    ]);
  });
});

describe('entity access and translations', () => {
  it('reports unknown features and write access through a feature without a write level', async () => {
    expect(await problems({ [CUSTOMER]: replace('access: { read: [SALES], write: [CUSTOMERS] }', 'access: { read: [SALE], write: [SALES] }') })).toEqual([
      'config/entities/customer.yaml:6:18 access.read[0]: unknown feature "SALE"; did you mean "SALES"?',
      'config/entities/customer.yaml:6:33 access.write[0]: feature "SALES" has no write level (levels: read); add write to it in config/features.yaml or name another feature',
      // Readers of customers no longer need SALES, which the orders summed by orderTotal do.
      'config/entities/customer.yaml:16:3 fields.orderTotal: "orderTotal" computes from data that needs SALES to read: add access: { read: [SALES] } to it, or its value would show it to users without them',
    ]);
  });

  it('wants every enum value translated, names the part file that lacks a key, and refuses a key given twice', async () => {
    expect(await problems({
      'config/i18n/it/sales.yaml': replace(' online: Online (it)', ' onlin: Online (it)'),
      'config/i18n/ca/sales.yaml': replace('entities:\n', 'routes:\n  customers:\n    title: Twice (ca)\nentities:\n'),
    })).toEqual([
      'config/i18n/ca/sales.yaml:4:5 routes.customers.title: already translated in config/i18n/ca.yaml',
      'config/i18n/es/sales.yaml:18:40 entities.customer.fields.channel.values.online: missing in config/i18n/it/sales.yaml',
      'config/i18n/it/sales.yaml:18:40 entities.customer.fields.channel.values.onlin: not in the default language file config/i18n/es/sales.yaml; add it there or remove it here; did you mean "entities.customer.fields.channel.values.online"?',
    ]);
  });
});

describe('report views', () => {
  const route = (view: string) => (t: string) => `${t}  - id: customer-orders
    path: customer-orders
    permissions: { features: [SALES] }
    index: { subSection: SALES_ANALYSIS }
    views:
${view}`;
  const valid = [
    '      - kind: report',
    '        measures:',
    '          - { id: quantity, entity: order, field: quantity }',
    '          - { id: orders, entity: order, agg: count, where: [{ field: quantity, op: gt, value: 0 }] }',
    '          - { id: perOrder, formula: quantity / orders, format: integer }',
    '        dimensions:',
    '          - { id: channel, path: customer.channel }',
    '          - { id: region, path: customer.region.name }',
    '        chart: { kind: bar, x: channel, y: [quantity] }',
    '        filters: [region]',
    '        sort: [-quantity]',
    '',
  ].join('\n');
  const texts = (lang: string) => (t: string) => t.replace('entities:\n', `reports:\n  customer-orders:\n    measures: { quantity: Qty (${lang}), orders: Orders (${lang}), perOrder: Per order (${lang}) }\nentities:\n`);
  const withTexts = Object.fromEntries(['es', 'ca', 'en', 'it', 'fr'].map((lang) => [`config/i18n/${lang}/sales.yaml`, texts(lang)]));
  const routeTexts = (t: string) => t.replace('  sales-legacy:\n', '  customer-orders:\n    title: Orders\n    description: Orders.\n    keywords: [orders]\n  sales-legacy:\n');
  const routesTexts = Object.fromEntries(['es', 'ca', 'en', 'it', 'fr'].map((lang) => [`config/i18n/${lang}.yaml`, routeTexts]));

  it('compiles measures, dimensions with a path per entity, and default grouping', async () => {
    const result = await load({ [SALES]: route(valid), ...withTexts, ...routesTexts });
    expect(result.problems.map(formatProblem)).toEqual([]);
    const view = result.config!.routes.find((r) => r.id === 'customer-orders')!.views[0];
    expect(view.report).toEqual({
      measures: [
        { id: 'quantity', entity: 'order', field: 'quantity', agg: 'sum', where: [], format: 'number' },
        { id: 'orders', entity: 'order', agg: 'count', where: [{ field: 'quantity', op: 'gt', value: 0 }], format: 'number' },
        { id: 'perOrder', agg: 'sum', where: [], formula: 'quantity / orders', format: 'integer' },
      ],
      dimensions: [{ id: 'channel', paths: { order: 'customer.channel' } }, { id: 'region', paths: { order: 'customer.region.name' } }],
      group: ['channel'],
      chart: { kind: 'bar', x: 'channel', y: ['quantity'] },
    });
  });

  it('reports unknown measures, dimensions, paths and measure formulas, and missing labels', async () => {
    const broken = valid
      .replace('field: quantity }', 'field: number }')
      .replace('formula: quantity / orders', "formula: 'sum(quantity) / order'")
      .replace('path: customer.region.name', 'path: customer.region.nam, grain: month')
      .replace('y: [quantity]', 'y: [quantiy]')
      .replace('filters: [region]', 'filters: [regio]');
    expect(await problems({ [SALES]: route(broken), ...routesTexts })).toEqual([
      'config/routes/sales.yaml:33:19 routes[3].views[0].measures[0].id: missing translation "reports.customer-orders.measures.quantity" in config/i18n/es.yaml, config/i18n/ca.yaml, config/i18n/en.yaml, config/i18n/it.yaml, config/i18n/fr.yaml',
      'config/routes/sales.yaml:33:51 routes[3].views[0].measures[0].field: "number" is string; sum needs a number field (count and countDistinct take any)',
      'config/routes/sales.yaml:34:19 routes[3].views[0].measures[1].id: missing translation "reports.customer-orders.measures.orders" in config/i18n/es.yaml, config/i18n/ca.yaml, config/i18n/en.yaml, config/i18n/it.yaml, config/i18n/fr.yaml',
      'config/routes/sales.yaml:35:19 routes[3].views[0].measures[2].id: missing translation "reports.customer-orders.measures.perOrder" in config/i18n/es.yaml, config/i18n/ca.yaml, config/i18n/en.yaml, config/i18n/it.yaml, config/i18n/fr.yaml',
      'config/routes/sales.yaml:35:38 routes[3].views[0].measures[2].formula: a measure formula computes with other measures, already aggregated: no sum(), count()... (in "sum(quantity) / order")',
      'config/routes/sales.yaml:35:38 routes[3].views[0].measures[2].formula: unknown measure "order"; did you mean "orders"? (in "sum(quantity) / order")',
      'config/routes/sales.yaml:38:13 routes[3].views[0].dimensions[1]: unknown field "nam" of entity "region"; did you mean "name"? (dimension "region" in order)',
      'config/routes/sales.yaml:39:45 routes[3].views[0].chart.y[0]: unknown measure "quantiy"; did you mean "quantity"?',
      'config/routes/sales.yaml:40:19 routes[3].views[0].filters[0]: unknown dimension "regio"; did you mean "region"?',
    ]);
  });
});

describe('patterns, != checks and formula access', () => {
  it('wants a valid pattern on string fields only and a != between fields of one kind', async () => {
    expect(await problems({
      [CUSTOMER]: (t) => t
        .replace('code: { type: string, required: true, maxLength: 20 }', "code: { type: string, required: true, maxLength: 20, pattern: '[A-Z' }")
        .replace('since: { type: date }', "since: { type: date, pattern: 'x' }")
        .replace("  - { field: until, op: '>=', other: since }", "  - { field: until, op: '!=', other: code }\n  - { field: until, op: '!=', other: since }"),
    })).toEqual([
      'config/entities/customer.yaml:8:65 fields.code.pattern: not a valid regular expression: Invalid regular expression: /[A-Z/u: Unterminated character class',
      'config/entities/customer.yaml:12:24 fields.since.pattern: "pattern" applies only to string fields, not date',
      'config/entities/customer.yaml:18:5 checks[0]: "until" (date) and "code" (string) never hold the same kind of value; != compares two fields of one type',
    ]);
  });

  it('wants a formula as guarded as what it reads', async () => {
    expect(await problems({ [CUSTOMER]: replace('orderTotal: { type: decimal, formula: sum(orders.quantity) }', 'orderTotal: { type: decimal, formula: creditLimit * 2 }') })).toEqual([
      'config/entities/customer.yaml:16:3 fields.orderTotal: "orderTotal" computes from data that needs FORECASTS to read: add access: { read: [FORECASTS] } to it, or its value would show it to users without them',
    ]);
    expect(await problems({ [CUSTOMER]: replace('orderTotal: { type: decimal, formula: sum(orders.quantity) }', 'orderTotal: { type: decimal, formula: creditLimit * 2, access: { read: [FORECASTS] } }') })).toEqual([]);
  });
});
