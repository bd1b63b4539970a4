// The document title: the route's translated title, or the product name when
// there is no route or no translation (specification section 2).
import { translationKeys } from '../config/compiled';
import type { RouteMatch } from './match';
import type { Translate } from './types';

export function documentTitle(match: RouteMatch | null, t: Translate, productName: string): string {
  if (!match) return productName;
  const key = translationKeys.routeTitle(match.route.id);
  const title = t(key);
  // i18next returns the key itself when a translation is missing.
  return title && title !== key ? title : productName;
}
