// The user manager's table logic: search, sort, pages, and which actions the
// signed-in manager may take on a row (the server enforces the same rules;
// the page only avoids offering what would be refused).
import { normalize } from '../../engine/search';
import type { ManagedUser } from '../../engine/http';

/** Where a user stands: active, deactivated, or invited and not yet signed up. */
export type UserStatus = 'active' | 'inactive' | 'pending';
export type UserSortKey = 'name' | 'email' | 'roles' | 'status';
export interface UserSort { key: UserSortKey; direction: 'asc' | 'desc' }

export const SUPER_ROLE = 0;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
/** Most companies' users fit on one page. */
export const DEFAULT_PAGE_SIZE = 25;

export function userStatus(user: Pick<ManagedUser, 'Active' | 'Id'>, pendingIds: ReadonlySet<number>): UserStatus {
  if (pendingIds.has(user.Id)) return 'pending';
  return user.Active ? 'active' : 'inactive';
}

/** Accent- and case-insensitive match of every word of the query against name, e-mail and role names. */
export function filterUsers<U extends Pick<ManagedUser, 'Name' | 'Email' | 'Roles'>>(users: readonly U[], query: string, roleName: (id: number) => string): U[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const haystack = normalize([user.Name, user.Email, ...user.Roles.map(roleName)].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

const STATUS_ORDER: Record<UserStatus, number> = { active: 0, pending: 1, inactive: 2 };

export function sortUsers<U extends ManagedUser>(users: readonly U[], sort: UserSort, options: { locale?: string; pendingIds: ReadonlySet<number> }): U[] {
  const collator = new Intl.Collator(options.locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const key = (u: U): string | number => {
    switch (sort.key) {
      case 'name': return u.Name;
      case 'email': return u.Email;
      case 'roles': return Math.min(...u.Roles, 99); // the most powerful role first
      case 'status': return STATUS_ORDER[userStatus(u, options.pendingIds)];
    }
  };
  return users
    .map((user, index) => ({ user, index, k: key(user) }))
    .sort((a, b) => {
      const cmp = typeof a.k === 'number' && typeof b.k === 'number' ? a.k - b.k : collator.compare(String(a.k), String(b.k));
      return sign * cmp || collator.compare(a.user.Name, b.user.Name) || a.index - b.index;
    })
    .map(({ user }) => user);
}

export interface Page<T> { items: T[]; page: number; pages: number; from: number; to: number; total: number }

/** One page (1-based) of a list; a page past the end shows the last one. */
export function paginate<T>(list: readonly T[], page: number, size: number): Page<T> {
  const total = list.length;
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * size;
  const items = list.slice(start, start + size);
  return { items, page: current, pages, from: total === 0 ? 0 : start + 1, to: start + items.length, total };
}

export interface Manager { Id: number; Roles: readonly number[] }

/** Roles the manager may hand out: role 0 only by a holder of role 0. */
export function assignableRoles<R extends { id: number }>(roles: readonly R[], manager: Manager): R[] {
  return roles.filter((role) => role.id !== SUPER_ROLE || manager.Roles.includes(SUPER_ROLE));
}

export interface RowPermissions {
  /** Roles may be changed (a super administrator's only by another one). */
  editRoles: boolean;
  /** Deactivate an active user (not oneself). */
  deactivate: boolean;
  /** Reactivate a deactivated user (one who has signed up). */
  reactivate: boolean;
  /** A new invitation link for a user who has not signed up yet. */
  reinvite: boolean;
}

export function rowPermissions(user: ManagedUser, manager: Manager, status: UserStatus): RowPermissions {
  const protectedRow = user.Roles.includes(SUPER_ROLE) && !manager.Roles.includes(SUPER_ROLE);
  const self = user.Id === manager.Id;
  return {
    editRoles: !protectedRow,
    deactivate: !protectedRow && !self && status === 'active',
    reactivate: !protectedRow && status === 'inactive',
    reinvite: !protectedRow && status === 'pending',
  };
}

/** Sorted, unique role ids. */
export function normaliseRoles(roles: readonly number[]): number[] {
  return [...new Set(roles)].sort((a, b) => a - b);
}
