import { describe, expect, it } from 'vitest';
import type { ManagedUser } from '../../../engine/http';
import { assignableRoles, filterUsers, paginate, rowPermissions, sortUsers, userStatus } from '../../../src/lib/users';

const user = (Id: number, Name: string, Email: string, Roles: number[], Active = true): ManagedUser => ({ Id, Name, Email, Roles, Active, OnBoarding: false });
const users = [
  user(1, 'Zoe Super', 'super@x.test', [0]),
  user(2, 'Ángela Admin', 'admin@x.test', [1]),
  user(3, 'bruno planner', 'planner@x.test', [2, 3]),
  user(4, 'Carla Viewer', 'viewer@x.test', [5], false),
  user(5, 'Invited Ivan', 'ivan@x.test', [5], false),
];
const pending = new Set([5]);
const roleName = (id: number) => ['Super administrator', 'Administrator', 'Demand planner', 'Supply planner', 'Production planner', 'Viewer'][id];

describe('user manager table', () => {
  it('tells active, deactivated and invited users apart', () => {
    expect(users.map((u) => userStatus(u, pending))).toEqual(['active', 'active', 'active', 'inactive', 'pending']);
  });

  it('searches name, e-mail and role names, ignoring case and accents, every word', () => {
    expect(filterUsers(users, 'angela', roleName).map((u) => u.Id)).toEqual([2]);
    expect(filterUsers(users, 'PLANNER supply', roleName).map((u) => u.Id)).toEqual([3]);
    expect(filterUsers(users, 'viewer', roleName).map((u) => u.Id)).toEqual([4, 5]);
    expect(filterUsers(users, '  ', roleName)).toHaveLength(5);
    expect(filterUsers(users, 'nobody', roleName)).toEqual([]);
  });

  it('sorts by name, e-mail, most powerful role and status, both ways', () => {
    const by = (key: 'name' | 'email' | 'roles' | 'status', direction: 'asc' | 'desc' = 'asc') => sortUsers(users, { key, direction }, { locale: 'es', pendingIds: pending }).map((u) => u.Id);
    expect(by('name')).toEqual([2, 3, 4, 5, 1]);
    expect(by('name', 'desc')).toEqual([1, 5, 4, 3, 2]);
    expect(by('email')).toEqual([2, 5, 3, 1, 4]);
    expect(by('roles')).toEqual([1, 2, 3, 4, 5]);
    expect(by('status')).toEqual([2, 3, 1, 5, 4]);
  });

  it('pages a list, clamping the page into range', () => {
    const list = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(paginate(list, 1, 10)).toMatchObject({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, pages: 3, from: 1, to: 10, total: 23 });
    expect(paginate(list, 3, 10)).toMatchObject({ items: [21, 22, 23], from: 21, to: 23 });
    expect(paginate(list, 9, 10).page).toBe(3);
    expect(paginate(list, 0, 10).page).toBe(1);
    expect(paginate([], 1, 10)).toMatchObject({ items: [], page: 1, pages: 1, from: 0, to: 0 });
  });

  it('role 0 is handed out, and its holders changed, only by a holder of role 0; nobody deactivates themself', () => {
    const roles = [0, 1, 2, 5].map((id) => ({ id }));
    expect(assignableRoles(roles, { Id: 2, Roles: [1] }).map((r) => r.id)).toEqual([1, 2, 5]);
    expect(assignableRoles(roles, { Id: 1, Roles: [0] }).map((r) => r.id)).toEqual([0, 1, 2, 5]);

    const admin = { Id: 2, Roles: [1] };
    expect(rowPermissions(users[0], admin, 'active')).toEqual({ editRoles: false, deactivate: false, reactivate: false, reinvite: false });
    expect(rowPermissions(users[1], admin, 'active')).toMatchObject({ editRoles: true, deactivate: false });
    expect(rowPermissions(users[2], admin, 'active')).toMatchObject({ deactivate: true, reactivate: false });
    expect(rowPermissions(users[3], admin, 'inactive')).toMatchObject({ deactivate: false, reactivate: true });
    expect(rowPermissions(users[4], admin, 'pending')).toMatchObject({ deactivate: false, reactivate: false, reinvite: true });
    expect(rowPermissions(users[0], { Id: 9, Roles: [0] }, 'active')).toMatchObject({ editRoles: true, deactivate: true });
  });
});
