// What the cross-reference rules read: the compiled config (defaults applied),
// the raw values where a rule needs what the author wrote, where each route
// came from, the translations flattened per language and the page components.
import type { CompiledDraft, RawConfig, RouteOrigin } from './compile.ts';
import type { FlatTranslations } from './translations.ts';

export interface ConfigModel {
  config: CompiledDraft;
  raw: RawConfig;
  /** Parallel to config.routes. */
  routeOrigins: RouteOrigin[];
  languages: { default: string; bundled: string[] };
  /** language -> flattened translation file. */
  translations: Record<string, FlatTranslations>;
  /** language -> key -> the file that translates it, for keys of config/i18n/<lang>/*.yaml (others: <lang>.yaml). */
  translationFiles: Record<string, ReadonlyMap<string, string>>;
  /** Page component names; null skips the page check (config:diff of a git revision). */
  pages: ReadonlySet<string> | null;
  /** Translation keys the engine needs (rules/required-ui-keys.ts unless a test says otherwise). */
  requiredUiKeys: readonly string[];
}
