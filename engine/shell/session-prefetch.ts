// The session's first requests, started by the first load (boot.ts) as soon
// as a stored token is known: the profile, the favourites and the
// translations of the language last used; then, once the profile and the
// config are here, the restrictions, dimensions and custom reports the
// session will ask for (engine/access/session-asks.ts). The session
// controller asks for the same a few hundred milliseconds later, once the
// application's code has run, and takes these answers
// (engine/http/early-fetch.ts) instead of asking again.
import { asksCustomReports, asksDimensions, restrictionFeatures } from '../access/session-asks';
import { createAccessPolicy } from '../access/policy';
import type { CompiledConfig } from '../config/compiled';
import { api, type Profile } from '../http/api-contract';
import { createHttpClient } from '../http/client';
import { earlyFetch, type EarlyFetchFn } from '../http/early-fetch';
import { rememberedLanguage } from '../i18n/last-language';
import { loadTranslationFile } from '../i18n/loader';
import { isTokenExpired } from '../session/token';

const quiet = (promise: Promise<unknown>) => { promise.catch(() => {}); };

/**
 * Starts the session's requests when a usable token is held (as prefetchRoute does); resolves once all of them have
 * been asked (whether or not the profile came), at once without one. The boot does not wait for it (nothing after
 * depends on these requests having left); the promise is how a test knows every request has been asked.
 */
export function prefetchSession(token: string | null, config: Promise<CompiledConfig>, keep: EarlyFetchFn = earlyFetch.keep, now = Date.now()): Promise<void> {
  if (!token || isTokenExpired(token, now)) return Promise.resolve();
  const http = createHttpClient({ fetch: keep, getToken: () => token });
  const profile = http.request<Profile>(api.profile, { silent: true });
  quiet(profile);
  quiet(http.request(api.favorites, { silent: true }));
  const lang = rememberedLanguage();
  if (lang) quiet(loadTranslationFile(lang, keep));
  // The restrictions are not known yet: without them the policy allows at least what it will with them (a request
  // the session then does not make is never taken, and dropped).
  return Promise.all([config, profile]).then(([c, p]) => {
    const policy = createAccessPolicy(c);
    const activePlugins = Array.isArray(p.ActivePlugins) ? p.ActivePlugins : [];
    const ctx = { roles: p.Roles ?? [], activePlugins, restrictions: {} };
    const features = restrictionFeatures(c, policy, activePlugins);
    if (features) quiet(http.request(api.checkRestrictions, { body: { Features: features }, silent: true }));
    if (asksDimensions(policy, ctx)) quiet(http.request(api.dimensions, { silent: true }));
    if (asksCustomReports(c, policy, ctx)) quiet(http.request(api.customReports, { silent: true }));
  }, () => {});
}
