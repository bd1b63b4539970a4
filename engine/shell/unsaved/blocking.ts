// When a form with unsaved changes should stop an in-app navigation. Pure, so
// the rule is unit-tested apart from React Router.

export interface LocationLike { pathname: string; search: string }

export interface BlockInput {
  /** The form holds changes that are not saved. */
  dirty: boolean;
  /** A session exists: after a sign-out or a session expiry the user must reach the login page, whatever the form holds. */
  signedIn: boolean;
  current: LocationLike;
  next: LocationLike;
}

/** Block only a real move to another page (path or query) while changes are unsaved and the user is signed in. */
export function shouldBlockNavigation({ dirty, signedIn, current, next }: BlockInput): boolean {
  if (!dirty || !signedIn) return false;
  return current.pathname !== next.pathname || current.search !== next.search;
}
