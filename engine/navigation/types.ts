// Shapes shared by the navigation builders. A NavEntry is one link the user
// may follow: a static route, or one concrete page of an `expand` route
// (dimensions/3). Menu bar, section index and searcher all consume NavEntry[]
// from visibleRoutes(), so they can never disagree about what is visible.
import type { CompiledRoute } from '../config/compiled';

export interface NavEntry {
  route: CompiledRoute;
  /** Concrete path without a leading slash, e.g. 'forecasts/review' or 'dimensions/3'. */
  path: string;
  /** Literal title for expanded entries (the item's Name, not translated); absent for static routes. */
  title?: string;
  /** Stable identity: the route id, or '<route id>:<item Id>' for an expanded entry. */
  key: string;
  /** Id of the dimension or custom report an expanded entry stands for. */
  itemId?: number;
}

/** An item an `expand` route is listed once for (a dimension or a custom report). */
export interface ExpandItem {
  Id: number;
  Name: string;
}

export interface ExpandData {
  dimensions: readonly ExpandItem[];
  customReports: readonly ExpandItem[];
}

/** A translation lookup (i18next's t bound to the user's language). */
export type Translate = (key: string) => string;
