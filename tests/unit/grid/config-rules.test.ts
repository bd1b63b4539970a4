// The grid view kind in config:check: a valid declaration compiles with its
// defaults, and each mistake is reported where it was written, with a
// suggestion when it looks like a typo (rules/grid-views.ts).
import { describe, expect, it } from 'vitest';
import { loadConfigFromFiles } from '../../../scripts/config/load';
import { formatProblem } from '../../../scripts/config/problems';
import { FIXTURE_PAGES, FIXTURE_UI_KEYS, fixtureFiles } from '../config/fixtures';

const LANGS = ['es', 'ca', 'en', 'it', 'fr'];
const ROUTES = 'config/routes/sales.yaml';

const ENTITY = `# yaml-language-server: $schema=../../schemas/entity.schema.json
id: plan-value
table: plan_values
key: [customer, month]
title: customer
access: { read: [SALES], write: [CUSTOMERS] }
fields:
  customer: { type: ref, entity: customer, required: true }
  month: { type: month, required: true }
  base: { type: decimal, readOnly: true }
  amount: { type: decimal, min: 0, scale: 2 }
  total: { type: decimal, formula: "coalesce(amount, base)" }
`;

const GRID = `  - id: plan
    path: plan
    permissions: { features: [SALES] }
    index: { subSection: SALES_ANALYSIS }
    views:
      - kind: grid
        entity: plan-value
        grid:
          period: month
          leaves: [customer]
          hierarchies:
            - { id: regions, levels: [customer.region, customer] }
          measures:
            - { id: base, field: base }
            - { id: amount, field: amount }
            - { id: total, field: total }
            - { id: lastYear, field: total, shift: 12 }
            - { id: growth, formula: (total - lastYear) / lastYear * 100, format: percent }
          edit: amount
          baseline: total
          buckets: { past: 6, future: 12 }
          frozen: { months: 2 }
`;

const texts = (lang: string) => `plan-value:
    name: Plan (${lang})
    plural: Plans (${lang})
    fields:
      customer: { label: Customer }
      month: { label: Month }
      base: { label: Base }
      amount: { label: Amount }
      total: { label: Total }
`;
const gridTexts = `grids:
  plan:
    hierarchies: { regions: By region }
    levels: { customer-region: Region, customer: Customer }
    measures: { base: Base, amount: Amount, total: Total, lastYear: Last year, growth: Growth }
`;

type Edit = (text: string) => string;

function files(grid: string, extra: Record<string, Edit> = {}): Map<string, string> {
  const all = fixtureFiles();
  for (const [file, text] of fixtureFiles('with-entities')) all.set(file, text);
  all.set('config/entities/plan-value.yaml', ENTITY);
  all.set(ROUTES, `${all.get(ROUTES)}${grid}`);
  for (const lang of LANGS) {
    const part = `config/i18n/${lang}/sales.yaml`;
    all.set(part, all.get(part)!.replace('entities:\n', `${gridTexts}entities:\n  ${texts(lang)}`));
    const main = `config/i18n/${lang}.yaml`;
    all.set(main, all.get(main)!.replace('  sales-legacy:\n', '  plan:\n    title: Plan\n    description: Plan.\n    keywords: [plan]\n  sales-legacy:\n'));
  }
  for (const [file, edit] of Object.entries(extra)) all.set(file, edit(all.get(file) ?? ''));
  return all;
}

const load = (grid: string, extra?: Record<string, Edit>) => loadConfigFromFiles(files(grid, extra), { pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
const problems = async (grid: string) => (await load(grid)).problems.map(formatProblem);

describe('grid views in config:check', () => {
  it('a valid grid compiles with its defaults', async () => {
    const result = await load(GRID);
    expect(result.problems.map(formatProblem)).toEqual([]);
    const view = result.config!.routes.find((r) => r.id === 'plan')!.views[0];
    expect(view.kind).toBe('grid');
    expect(view.grid).toEqual({
      period: 'month', leaves: ['customer'], hierarchies: [{ id: 'regions', levels: ['customer.region', 'customer'] }],
      measures: [
        { id: 'base', entity: 'plan-value', field: 'base', agg: 'sum', where: [], period: 'month', shift: 0, format: 'number' },
        { id: 'amount', entity: 'plan-value', field: 'amount', agg: 'sum', where: [], period: 'month', shift: 0, format: 'number' },
        { id: 'total', entity: 'plan-value', field: 'total', agg: 'sum', where: [], period: 'month', shift: 0, format: 'number' },
        { id: 'lastYear', entity: 'plan-value', field: 'total', agg: 'sum', where: [], period: 'month', shift: 12, format: 'number' },
        { id: 'growth', entity: '', agg: 'sum', where: [], period: 'month', shift: 0, formula: '(total - lastYear) / lastYear * 100', format: 'percent' },
      ],
      edit: 'amount', baseline: 'total', buckets: { past: 6, future: 12 }, frozen: { months: 2 },
    });
  });

  it('reports typos with their place and a suggestion, and what a grid cannot do', async () => {
    const broken = GRID
      .replace('period: month', 'period: monht')
      .replace('levels: [customer.region, customer]', 'levels: [customer.regin, month]')
      .replace('{ id: base, field: base }', '{ id: base, entity: ordr, field: base }')
      .replace('{ id: total, field: total }', '{ id: total, entity: order, field: quantity }')
      .replace('edit: amount', 'edit: base')
      .replace('baseline: total', 'baseline: totl');
    expect(await problems(broken)).toEqual([
      'config/routes/sales.yaml:34:19 routes[3].views[0].grid.period: unknown field "monht" of entity "plan-value"; did you mean "month"?',
      'config/routes/sales.yaml:37:39 routes[3].views[0].grid.hierarchies[0].levels[0]: missing translation "grids.plan.levels.customer-regin" in config/i18n/es.yaml, config/i18n/ca.yaml, config/i18n/en.yaml, config/i18n/it.yaml, config/i18n/fr.yaml',
      'config/routes/sales.yaml:37:39 routes[3].views[0].grid.hierarchies[0].levels[0]: unknown field "regin" of entity "customer"; did you mean "region"?',
      'config/routes/sales.yaml:37:55 routes[3].views[0].grid.hierarchies[0].levels[1]: "month" must start at one of the leaves (customer): a row groups leaves',
      'config/routes/sales.yaml:37:55 routes[3].views[0].grid.hierarchies[0].levels[1]: missing translation "grids.plan.levels.month" in config/i18n/es.yaml, config/i18n/ca.yaml, config/i18n/en.yaml, config/i18n/it.yaml, config/i18n/fr.yaml',
      'config/routes/sales.yaml:39:35 routes[3].views[0].grid.measures[0].entity: unknown entity "ordr"; did you mean "order"?',
      'config/routes/sales.yaml:44:17 routes[3].views[0].grid.edit: measure "base" cannot be edited: it must sum a field of "plan-value" itself',
      'config/routes/sales.yaml:45:21 routes[3].views[0].grid.baseline: unknown measure "totl"; did you mean "total"?',
    ]);
  });

  it('refuses a grid property on another kind and a grid without its declaration', async () => {
    const misplaced = GRID.replace('- kind: grid', '- kind: table');
    expect((await problems(misplaced)).filter((p) => p.includes('grid'))).toEqual([
      'config/routes/sales.yaml:33:9 routes[3].views[0].grid: "grid" applies to grid views, not table',
    ]);
  });
});
