// One broken fixture per cross-reference rule (tests/fixtures/config/broken/<rule>/
// holds only the files it breaks, laid over the valid fixture). Each test
// asserts the complete list of problems, as config:check prints them, so a
// rule that starts reporting too much fails as surely as one that misses.
// One file for all rules: each test file pays ~0.4 s of start-up (ajv).
import { describe, expect, it } from 'vitest';
import { fixtureProblems, problemsAfter, replace } from './fixtures';

describe('rules/app-paths.ts: appPaths rule', () => {
  it('reports an unknown home path and a login route that is not public', async () => {
    expect(await fixtureProblems('broken/app-paths')).toEqual([
      "config/app.yaml:8:9 paths.home: no enabled route has path \"hom\"; did you mean \"home\"?",
      "config/app.yaml:9:10 paths.login: the login route \"manager\" must be public: true",
    ]);
  });
});

describe('rules/default-favorites.ts: defaultFavorites rule', () => {
  it('reports unknown, public, disabled and dynamic default favourites, and too many of them', async () => {
    expect(await fixtureProblems('broken/default-favorites')).toEqual([
      "config/app.yaml:13:7 favorites.defaults[0]: no route has path \"forecast\"; did you mean \"forecasts\"?",
      "config/app.yaml:14:7 favorites.defaults[1]: route \"auth-login\" (auth/login) is public (a sign-in page) and cannot be a default favourite",
      "config/app.yaml:15:7 favorites.defaults[2]: route \"sales-legacy\" (sales/legacy) is disabled and cannot be a default favourite",
      "config/app.yaml:16:7 favorites.defaults[3]: 4 default favourites, at most 3 allowed (favorites.max is 3; the specification caps favourites at 12)",
      "config/app.yaml:16:7 favorites.defaults[3]: route \"dimensions\" (dimensions/:id) has a :param and cannot be a default favourite",
    ]);
  });
});

describe('rules/default-favorites.ts: the specification cap', () => {
  it('reports favorites.max above 12 even when the schema allows it', async () => {
    expect(await problemsAfter({ 'config/app.yaml': replace('  max: 12', '  max: 20') })).toEqual([
      'config/app.yaml:11:8 favorites.max: favorites.max is 20; the specification caps favourites at 12',
    ]);
  });
});

describe('rules/dynamic-routes.ts: dynamicRoutes rule', () => {
  it('reports a :param route listed in the index and an expand route without :id', async () => {
    expect(await fixtureProblems('broken/dynamic-routes')).toEqual([
      "config/routes/forecasts.yaml:11:11 routes[1].path: path \"forecasts/review/:id\" has :id but the route is listed in the index; add expand (dimensions or customReports) or set index: false",
      "config/routes/forecasts.yaml:28:11 routes[4].path: route \"dimensions\" expands into one entry per dimension, so its path needs a \":id\" segment (e.g. dimensions/:id)",
    ]);
  });
});

describe('rules/error-codes.ts: errorCodes rule', () => {
  it('reports a repeated code and a fallback that is not a code', async () => {
    expect(await fixtureProblems('broken/error-codes')).toEqual([
      "config/errors.yaml:2:11 fallback: fallback code \"ALL_OKK\" is not among the codes; did you mean \"ALL_OK\"?",
      "config/errors.yaml:6:13 codes[2].code: duplicate error code \"UNAUTHORIZED\"; already declared at config/errors.yaml:5:13",
    ]);
  });
});

describe('rules/feature-levels.ts: featureLevels rule', () => {
  it('reports a route demanding a level its feature does not know', async () => {
    expect(await fixtureProblems('broken/feature-levels')).toEqual([
      'config/routes/sales.yaml:8:46 routes[0].permissions.level: level "write" is not a level of feature "SALES" (levels: read); add it to the feature in config/features.yaml or lower the route\'s level',
    ]);
  });
});

describe('rules/known-features.ts: knownFeatures rule', () => {
  it('reports unknown features in route permissions, role grants and plugin unlocks, with suggestions', async () => {
    expect(await fixtureProblems('broken/known-features')).toEqual([
      "config/plugins.yaml:7:26 plugins[0].unlocks[1]: unknown feature \"SCENARIO\"; did you mean \"SCENARIOS\"?",
      "config/plugins.yaml:7:36 plugins[0].unlocks[2]: unknown feature \"BUDGETS\"",
      "config/roles.yaml:18:7 roles[2].grants.SALSE: unknown feature \"SALSE\"; did you mean \"SALES\"?",
      "config/routes/forecasts.yaml:14:29 routes[1].permissions.features[1]: unknown feature \"FORECAST_EDTI\"; did you mean \"FORECAST_EDIT\"?",
    ]);
  });
});

describe('rules/known-plugins.ts: knownPlugins rule', () => {
  it('reports an unknown plugin in route permissions, with a suggestion', async () => {
    expect(await fixtureProblems('broken/known-plugins')).toEqual([
      "config/routes/forecasts.yaml:20:53 routes[2].permissions.plugins[0]: unknown plugin \"SCENARIO_PLANER\"; did you mean \"SCENARIO_PLANNER\"?",
    ]);
  });
});

describe('rules/languages.ts: languages rule', () => {
  it('reports a default language that is not bundled', async () => {
    expect(await fixtureProblems('broken/languages')).toEqual([
      "config/app.yaml:5:12 languages.default: default language \"fr\" is not bundled; expected one of: es, ca, en, it",
    ]);
  });
});

describe('rules/onboarding-invite-role.ts: onboardingInviteRole rule', () => {
  it('reports an invite role that is not declared', async () => {
    expect(await fixtureProblems('broken/onboarding-invite-role')).toEqual([
      "config/onboarding.yaml:2:13 inviteRole: unknown role 7; expected one of: 0 (superAdmin), 1 (admin), 2 (planner), 3 (viewer)",
    ]);
  });
});

describe('rules/onboarding-steps.ts: onboardingSteps rule', () => {
  it('reports repeated and out-of-range step numbers, unknown groups, misplaced final steps and an initial that is not the group order', async () => {
    expect(await fixtureProblems('broken/onboarding-steps')).toEqual([
      "config/onboarding.yaml:4:27 groups[0].initial: initial 5 of group \"start\" must be its order: a distinct number from 0 to 1",
      "config/onboarding.yaml:8:37 steps[1].group: unknown onboarding group \"strat\"; expected one of: start, setup; did you mean \"start\"?",
      "config/onboarding.yaml:9:15 steps[2].status: duplicate step number 2; step \"terms\" already has it at config/onboarding.yaml:8:15",
      "config/onboarding.yaml:9:71 steps[2].final: the final step must be the last one (number 5), but step \"users\" is number 2",
      "config/onboarding.yaml:10:15 steps[3].status: step number 5 is beyond the 4 steps; steps are numbered 1..4 without gaps (missing: 3, 4)",
      "config/onboarding.yaml:10:77 steps[3].final: more than one final step; step \"users\" is already final at config/onboarding.yaml:9:71",
    ]);
  });
});

describe('rules/plugin-categories.ts: pluginCategories rule', () => {
  it('reports a plugin in an undeclared category', async () => {
    expect(await fixtureProblems('broken/plugin-categories')).toEqual([
      "config/plugins.yaml:9:15 plugins[1].category: unknown plugin category \"planing\"; expected one of: planning, administration; did you mean \"planning\"?",
    ]);
  });
});

describe('rules/route-pages.ts: routePages rule', () => {
  it('reports an enabled route whose page component file does not exist', async () => {
    expect(await fixtureProblems('broken/route-pages')).toEqual([
      "config/routes/sales.yaml:6:11 routes[0].page: unknown page \"ModulPage\": no file src/pages/ModulPage.tsx; did you mean \"ModulePage\"?",
    ]);
  });
});

describe('rules/route-placement.ts: routePlacement rule', () => {
  it('reports sub-sections and groups that do not exist or belong elsewhere, and placement in a file without section', async () => {
    expect(await fixtureProblems('broken/route-placement')).toEqual([
      "config/routes/forecasts.yaml:9:26 routes[0].index.subSection: sub-section \"SALES_ANALYSIS\" belongs to section \"SALES\", not \"FORECASTS\"; move the route to that section's file",
      "config/routes/forecasts.yaml:16:52 routes[1].index.group: unknown group \"EDITING\" in sub-section \"FORECAST_PLANNING\"; expected one of: FORECAST_EDITING",
      "config/routes/forecasts.yaml:21:26 routes[2].index.subSection: unknown sub-section \"FORECAST_PLANING\" in section \"FORECASTS\"; expected one of: FORECAST_PLANNING, FORECAST_DATA_MODEL; did you mean \"FORECAST_PLANNING\"?",
      "config/routes/forecasts.yaml:32:54 routes[4].index.group: group \"FORECAST_EDITING\" belongs to sub-section \"FORECAST_PLANNING\", not \"FORECAST_DATA_MODEL\"",
      "config/routes/shell.yaml:6:12 routes[0].index: route \"home\" is placed in the index but config/routes/shell.yaml has no \"section:\"; add one at the top of the file or set index: false",
    ]);
  });
  it('reports an unknown section once per file', async () => {
    expect(await fixtureProblems('broken/route-placement-section')).toEqual([
      "config/routes/sales.yaml:2:10 section: unknown section \"SALE\"; did you mean \"SALES\"?",
    ]);
  });
});

describe('rules/section-columns.ts: sectionColumns rule', () => {
  it('reports a section beyond app.yaml index.columns', async () => {
    expect(await fixtureProblems('broken/section-columns')).toEqual([
      "config/sections.yaml:11:13 sections[1].column: column 3 is beyond the 2 index columns set in config/app.yaml (index.columns)",
    ]);
  });
});

describe('rules/translation-keys.ts: translationKeys rule', () => {
  it('reports translations missing from the default language where the config uses them, wrong shapes and empty texts', async () => {
    expect(await fixtureProblems('broken/translation-keys')).toEqual([
      "config/i18n/es.yaml:5:1 messages.forbidden: missing translation \"messages.forbidden\" in config/i18n/es.yaml, config/i18n/ca.yaml, config/i18n/en.yaml, config/i18n/it.yaml, config/i18n/fr.yaml",
      "config/i18n/es.yaml:41:5 routes.sales.keywords: expected a list of keywords (e.g. [forecast, demand]), got a text",
      "config/i18n/es.yaml:47:5 routes.home.title: empty translation",
      "config/routes/sales.yaml:4:9 routes[0].id: missing translation \"routes.sales.description\" in config/i18n/es.yaml, config/i18n/ca.yaml, config/i18n/en.yaml, config/i18n/it.yaml, config/i18n/fr.yaml",
    ]);
  });
});

describe('rules/translation-parity.ts: translationParity rule', () => {
  it('reports keys missing or extra in a language, shape and placeholder differences and empty texts', async () => {
    expect(await fixtureProblems('broken/translation-parity')).toEqual([
      "config/i18n/ca.yaml:6:3 messages.favoriteItemsExcess: placeholders differ from config/i18n/es.yaml: expected {{max}}, found {{count}}",
      "config/i18n/es.yaml:49:5 routes.home.title: missing in config/i18n/fr.yaml",
      "config/i18n/fr.yaml:49:5 routes.home.subtitle: not in the default language file config/i18n/es.yaml; add it there or remove it here; did you mean \"routes.home.title\"?",
      "config/i18n/it.yaml:3:3 common.save: is a list here but a text in config/i18n/es.yaml",
      "config/i18n/it.yaml:53:5 routes.auth-login.title: empty translation (config/i18n/es.yaml has one)",
    ]);
  });
});

describe('rules/unique-features.ts: uniqueFeatures rule', () => {
  it('reports a feature declared twice', async () => {
    expect(await fixtureProblems('broken/unique-features')).toEqual([
      "config/features.yaml:7:11 features[4].id: duplicate feature \"SALES\"; already declared at config/features.yaml:5:11",
    ]);
  });
});

describe('rules/unique-index-nodes.ts: uniqueIndexNodes rule', () => {
  it('reports an id shared by a group and a sub-section', async () => {
    expect(await fixtureProblems('broken/unique-index-nodes')).toEqual([
      "config/sections.yaml:15:18 sections[1].subSections[0].groups[0]: duplicate index id \"FORECAST_DATA_MODEL\" (group); already used by a sub-section at config/sections.yaml:9:13",
    ]);
  });
});

describe('rules/unique-plugins.ts: uniquePlugins rule', () => {
  it('reports a plugin declared twice', async () => {
    expect(await fixtureProblems('broken/unique-plugins')).toEqual([
      "config/plugins.yaml:8:9 plugins[1].id: duplicate plugin \"SCENARIO_PLANNER\"; already declared at config/plugins.yaml:4:9",
    ]);
  });
});

describe('rules/unique-roles.ts: uniqueRoles rule', () => {
  it('reports a repeated role number and a repeated role key', async () => {
    expect(await fixtureProblems('broken/unique-roles')).toEqual([
      "config/roles.yaml:19:9 roles[3].id: duplicate role id 2; already used by role \"planner\" at config/roles.yaml:12:9",
      "config/roles.yaml:20:10 roles[3].key: duplicate role key \"admin\"; already used by role 1 at config/roles.yaml:9:10",
    ]);
  });
});

describe('rules/unique-routes.ts: uniqueRoutes rule', () => {
  it('reports a repeated route id and a path shared by two enabled routes (a disabled route may keep an old path)', async () => {
    expect(await fixtureProblems('broken/unique-routes')).toEqual([
      "config/routes/sales.yaml:10:9 routes[1].id: duplicate route id \"forecasts\"; already declared at config/routes/forecasts.yaml:4:9",
      "config/routes/sales.yaml:11:11 routes[1].path: duplicate route path \"forecasts/review\"; route \"forecasts-review\" already uses it at config/routes/forecasts.yaml:11:11",
    ]);
  });
});
