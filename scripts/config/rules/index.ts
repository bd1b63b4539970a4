// Every cross-reference rule, in the order their problems are most useful to
// read (sorting by position happens afterwards anyway).
import { appPaths } from './app-paths.ts';
import { defaultFavorites } from './default-favorites.ts';
import { dynamicRoutes } from './dynamic-routes.ts';
import { entityFields } from './entity-fields.ts';
import { entityFormulas } from './entity-formulas.ts';
import { entityFiles } from './entity-files.ts';
import { errorCodes } from './error-codes.ts';
import { featureLevels } from './feature-levels.ts';
import { ganttViews } from './gantt-views.ts';
import { gridViews } from './grid-views.ts';
import { knownFeatures } from './known-features.ts';
import { knownPlugins } from './known-plugins.ts';
import { languages } from './languages.ts';
import { onboardingInviteRole } from './onboarding-invite-role.ts';
import { onboardingSteps } from './onboarding-steps.ts';
import { pluginCategories } from './plugin-categories.ts';
import { routePages } from './route-pages.ts';
import { routePlacement } from './route-placement.ts';
import { reportViews } from './report-views.ts';
import { routeViews } from './route-views.ts';
import type { Rule } from './rule.ts';
import { sectionColumns } from './section-columns.ts';
import { translationKeysRule } from './translation-keys.ts';
import { translationParity } from './translation-parity.ts';
import { uniqueFeatures } from './unique-features.ts';
import { uniqueIndexNodes } from './unique-index-nodes.ts';
import { uniquePlugins } from './unique-plugins.ts';
import { uniqueRoles } from './unique-roles.ts';
import { uniqueRoutes } from './unique-routes.ts';

export type { Rule } from './rule.ts';

export const RULES: Record<string, Rule> = {
  uniqueRoutes,
  uniqueRoles,
  uniqueFeatures,
  uniquePlugins,
  uniqueIndexNodes,
  knownFeatures,
  knownPlugins,
  featureLevels,
  pluginCategories,
  routePlacement,
  sectionColumns,
  routePages,
  entityFiles,
  entityFields,
  entityFormulas,
  routeViews,
  reportViews,
  gridViews,
  ganttViews,
  dynamicRoutes,
  defaultFavorites,
  appPaths,
  languages,
  onboardingSteps,
  onboardingInviteRole,
  errorCodes,
  translationKeys: translationKeysRule,
  translationParity,
};
