import type { CompiledRoute, CompiledView } from '../../config/compiled';

/** What ViewsPage hands to every view kind. */
export interface ViewProps {
  route: CompiledRoute;
  view: CompiledView;
  /** Position of the view in the route (names it for the server: <routeId>:<index>). */
  index: number;
}

/** What the caller may do in a view: the view's actions AND the entity permissions. */
export interface ViewActions {
  create: boolean;
  edit: boolean;
  remove: boolean;
  import: boolean;
  export: boolean;
}
