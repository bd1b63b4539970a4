// The loader end to end on in-memory fixtures: positions, messages, defaults.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, loadConfig, loadConfigFromFiles, loadConfigOrThrow } from '../../../scripts/config/load';
import { CONFIG_FIXTURES, editedFixture, FIXTURE_PAGES, FIXTURE_UI_KEYS, loadFixture, problemsAfter, replace } from './fixtures';

describe('loadConfig on the valid fixture', () => {
  it('reports no problems and compiles every route with its defaults', async () => {
    const result = await loadFixture();
    expect(result.problems).toEqual([]);
    const config = result.config!;
    expect(config.version).toMatch(/^[0-9a-f]{12}$/);
    expect(config.routes.map((r) => r.id)).toEqual([
      'forecasts', 'forecasts-review', 'forecasts-scenarios', 'forecast-revision', 'dimensions',
      'sales', 'sales-legacy', 'home', 'auth-login', 'manager', 'custom-reports',
    ]);
    expect(config.routes.find((r) => r.id === 'forecasts-review')).toEqual({
      id: 'forecasts-review',
      path: 'forecasts/review',
      page: 'ModulePage',
      views: [],
      menu: false,
      enabled: true,
      public: false,
      section: 'FORECASTS',
      subSection: 'FORECAST_PLANNING',
      group: 'FORECAST_EDITING',
      permissions: { features: ['FORECASTS', 'FORECAST_EDIT'], level: 'write', plugins: [] },
      source: 'config/routes/forecasts.yaml',
    });
    // index: false and files without `section:` are outside the index.
    expect(config.routes.find((r) => r.id === 'forecast-revision')).toMatchObject({ section: null, subSection: null, group: null });
    expect(config.routes.find((r) => r.id === 'home')).toMatchObject({
      section: null,
      permissions: { features: [], level: 'read', plugins: [] },
    });
    expect(config.routes.find((r) => r.id === 'dimensions')).toMatchObject({ expand: 'dimensions', subSection: 'FORECAST_DATA_MODEL' });
    expect(config.features.find((f) => f.id === 'SALES')).toEqual({ id: 'SALES', levels: ['read'] });
    expect(config.roles.map((r) => r.seesNetworkErrors)).toEqual([true, false, false, false]);
    expect(config.onboarding.steps.map((s) => s.final)).toEqual([false, false, false, true]);
    expect(Object.keys(result.translations)).toEqual(['es', 'ca', 'en', 'it', 'fr']);
  });

  it('gives the same version for the same input and a new one for any change', async () => {
    const a = await loadFixture();
    const b = await loadFixture();
    const c = await loadConfigFromFiles(editedFixture({ 'config/i18n/fr.yaml': replace('Sales (fr)', 'Ventes') }), { pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
    expect(a.config!.version).toBe(b.config!.version);
    expect(c.config!.version).not.toBe(a.config!.version);
  });

  it('reads the same config from disk, with files relative to the root', async () => {
    const root = path.join(CONFIG_FIXTURES, 'valid');
    const result = await loadConfig({ root, pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
    expect(result.problems).toEqual([]);
    expect(result.config!.version).toBe((await loadFixture()).config!.version);
    expect(result.files).toContain('config/routes/forecasts.yaml');
    expect(result.files).toContain('config/i18n/es.yaml');
  });

  it('scans src/pages when no pages are given (the fixture has none)', async () => {
    const result = await loadConfig({ root: path.join(CONFIG_FIXTURES, 'valid'), requiredUiKeys: FIXTURE_UI_KEYS });
    expect(result.config).toBeNull();
    expect(result.problems.every((p) => p.code === 'unknown-page')).toBe(true);
    expect(formatProblem(result.problems[0])).toBe(
      'config/routes/forecasts.yaml:6:11 routes[0].page: unknown page "ModulePage": no file src/pages/ModulePage.tsx',
    );
  });
});

describe('problem positions and messages', () => {
  it('points at a typo in a feature with did-you-mean', async () => {
    const result = await loadConfigFromFiles(
      editedFixture({ 'config/routes/forecasts.yaml': replace('features: [FORECASTS, FORECAST_EDIT]', 'features: [FORECASTS, FORECAST_EDTI]') }),
      { pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS },
    );
    expect(result.config).toBeNull();
    expect(result.problems).toEqual([
      {
        file: 'config/routes/forecasts.yaml',
        line: 14,
        column: 29,
        path: 'routes[1].permissions.features[1]',
        code: 'unknown-feature',
        message: 'unknown feature "FORECAST_EDTI"; did you mean "FORECAST_EDIT"?',
      },
    ]);
    expect(formatProblem(result.problems[0])).toBe(
      'config/routes/forecasts.yaml:14:29 routes[1].permissions.features[1]: unknown feature "FORECAST_EDTI"; did you mean "FORECAST_EDIT"?',
    );
  });

  it('reports every YAML syntax error of every file, and still validates the others', async () => {
    const problems = await problemsAfter({
      'config/routes/sales.yaml': replace('    page: ModulePage\n', '   page: ModulePage\n'),
      'config/roles.yaml': replace("grants: { '*': write }", "grants: { '*': write "),
      'config/sections.yaml': replace('    column: 2', '    column: four'),
    });
    expect(problems.filter((p) => p.startsWith('config/routes/sales.yaml'))).toContain(
      'config/routes/sales.yaml:6:1 YAML syntax error: Sequence item without - indicator',
    );
    expect(problems.filter((p) => p.startsWith('config/roles.yaml'))[0]).toBe(
      'config/roles.yaml:7:5 YAML syntax error: Flow map in block collection must be sufficiently indented and end with a }',
    );
    expect(problems).toContain('config/sections.yaml:11:13 sections[1].column: expected an integer, got string "four"');
  });

  it('points an unknown key at the key itself and lists the allowed keys', async () => {
    expect(await problemsAfter({ 'config/routes/sales.yaml': replace('    menu: true', '    menuu: true') })).toEqual([
      'config/routes/sales.yaml:7:5 routes[0].menuu: unknown key "menuu"; expected one of: id, path, page, menu, enabled, public, expand, permissions, index, views; did you mean "menu"?',
    ]);
  });

  it('points a missing required key at the map that lacks it', async () => {
    expect(await problemsAfter({ 'config/routes/sales.yaml': replace('    path: sales\n', '') })).toEqual([
      'config/routes/sales.yaml:4:5 routes[0]: missing required key "path"',
    ]);
  });

  it('wants a route to declare a page or views, not both', async () => {
    expect(await problemsAfter({ 'config/routes/sales.yaml': replace('    page: ModulePage\n', '') })).toEqual([
      'config/routes/sales.yaml:4:5 routes[0]: declares neither page (a component of src/pages) nor views: add one of them',
    ]);
  });

  it('explains oneOf failures by the alternative the value was meant to be', async () => {
    expect(await problemsAfter({ 'config/routes/sales.yaml': replace('    index: { subSection: SALES_ANALYSIS }', '    index: true') })).toEqual([
      'config/routes/sales.yaml:9:12 routes[0].index: expected false or a map with subSection (optional: group), got boolean true',
    ]);
    expect(
      await problemsAfter({ 'config/routes/sales.yaml': replace('    index: { subSection: SALES_ANALYSIS }', '    index: { subSection: 5, grupo: X }') }),
    ).toEqual([
      'config/routes/sales.yaml:9:26 routes[0].index.subSection: expected a string, got number 5',
      'config/routes/sales.yaml:9:29 routes[0].index.grupo: unknown key "grupo"; expected one of: subSection, group; did you mean "group"?',
    ]);
    expect(await problemsAfter({ 'config/routes/sales.yaml': replace('    index: { subSection: SALES_ANALYSIS }', '    index: {}') })).toEqual([
      'config/routes/sales.yaml:9:12 routes[0].index: missing required key "subSection"',
    ]);
  });

  it('explains enums, patterns, formats, key names and duplicates', async () => {
    expect(
      await problemsAfter({
        'config/routes/forecasts.yaml': (t) => replace('      level: write', '      level: wirte')(replace('    path: forecasts/scenarios', '    path: /forecasts/Scenarios')(t)),
        'config/onboarding.yaml': replace('help@example.com', 'not-an-email'),
        'config/roles.yaml': replace('SALES: read', 'sales: read'),
        'config/app.yaml': replace('    - sales\n', '    - sales\n    - forecasts\n'),
      }),
    ).toEqual([
      'config/app.yaml:15:7 favorites.defaults[2]: duplicate item "forecasts" (already at [0])',
      'config/onboarding.yaml:15:10 help.email: expected an e-mail address, got string "not-an-email"',
      'config/roles.yaml:18:7 roles[2].grants.sales: invalid key "sales"; expected "*" or a feature id in UPPER_SNAKE_CASE',
      'config/routes/forecasts.yaml:15:14 routes[1].permissions.level: unknown access level "wirte"; expected one of: read, write; did you mean "write"?',
      'config/routes/forecasts.yaml:18:11 routes[2].path: expected a path without a leading slash made of kebab-case segments or :params (e.g. forecasts/review, dimensions/:id), got string "/forecasts/Scenarios"; remove the leading "/"',
    ]);
  });

  it('explains translation values that are neither text, list nor map', async () => {
    expect(await problemsAfter({ 'config/i18n/fr.yaml': replace('  save: Save (fr)', '  save: 5\n  list: [a, 3]\n  bad key: x') })).toEqual([
      'config/i18n/fr.yaml:3:9 common.save: expected a string, a list of strings or a map of keys, got number 5',
      'config/i18n/fr.yaml:4:13 common.list[1]: expected a string, got number 3',
      'config/i18n/fr.yaml:5:3 common["bad key"]: invalid key "bad key"; expected letters, digits, "_" and "-" only',
    ]);
  });

  it('reports missing, empty and non-map files, missing modelines, duplicate keys and dangling aliases', async () => {
    expect(
      await problemsAfter({
        'config/errors.yaml': () => undefined,
        'config/i18n/it.yaml': () => undefined,
        'config/features.yaml': () => '# nothing yet\n',
        'config/plugins.yaml': () => '- a\n- b\n',
        'config/app.yaml': (t) => replace('productName: Test Planner', 'productName: Test Planner\nproductName: Again')(t) + 'extra: *nope\n',
      }),
    ).toEqual([
      'config/app.yaml:4:1 duplicate key "productName" (first defined at line 3); keys must be unique',
      'config/app.yaml:38:8 YAML syntax error: alias *nope refers to no anchor &nope above it',
      'config/errors.yaml:1:1 missing file config/errors.yaml (see schemas/errors.schema.json)',
      'config/features.yaml:1:1 first line must be "# yaml-language-server: $schema=../schemas/features.schema.json" so editors check this file as you type',
      'config/features.yaml:1:1 the file is empty; expected a map of keys',
      'config/i18n/it.yaml:1:1 missing translation file config/i18n/it.yaml for bundled language "it"',
      'config/plugins.yaml:1:1 expected a map of keys, got a list',
      'config/plugins.yaml:1:1 first line must be "# yaml-language-server: $schema=../schemas/plugins.schema.json" so editors check this file as you type',
    ]);
  });

  it('checks the yaml-language-server modeline names the right schema', async () => {
    expect(
      await problemsAfter({ 'config/routes/sales.yaml': replace('$schema=../../schemas/routes.schema.json', '$schema=../schemas/routes.schema.json') }),
    ).toEqual([
      'config/routes/sales.yaml:1:1 the schema modeline points at ../schemas/routes.schema.json; expected "# yaml-language-server: $schema=../../schemas/routes.schema.json"',
    ]);
  });

  it('points an empty value at its key', async () => {
    expect(await problemsAfter({ 'config/routes/sales.yaml': replace('    menu: true', '    menu:') })).toEqual([
      'config/routes/sales.yaml:7:5 routes[0].menu: expected true or false, got an empty value',
    ]);
  });

  it('loadConfigOrThrow lists every problem, one per line', async () => {
    const root = path.join(CONFIG_FIXTURES, 'valid');
    await expect(loadConfigOrThrow({ root, pages: ['ModulePage'], requiredUiKeys: FIXTURE_UI_KEYS })).rejects.toThrow(
      /^Invalid config \(5 problems\):\nconfig\/routes\/forecasts\.yaml:\d+:\d+ routes\[4\]\.page: unknown page "DimensionPage"/,
    );
    const { config, translations } = await loadConfigOrThrow({ root, pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
    expect(config.routes).toHaveLength(11);
    expect(translations.es).toHaveProperty('routes');
  });
});
