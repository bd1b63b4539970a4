import { describe, expect, it } from 'vitest';
import { shouldBlockNavigation } from '../../../engine/shell/unsaved/blocking';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('unsaved changes guard', () => {
  it('blocks a move to another page while changes are unsaved', () => {
    expect(shouldBlockNavigation({ dirty: true, signedIn: true, current: at('/user/profile'), next: at('/home') })).toBe(true);
    expect(shouldBlockNavigation({ dirty: true, signedIn: true, current: at('/dimensions/1'), next: at('/dimensions/1', '?x=1') })).toBe(true);
  });
  it('lets everything through without unsaved changes, on the same page, and once signed out', () => {
    expect(shouldBlockNavigation({ dirty: false, signedIn: true, current: at('/user/profile'), next: at('/home') })).toBe(false);
    expect(shouldBlockNavigation({ dirty: true, signedIn: true, current: at('/user/profile'), next: at('/user/profile') })).toBe(false);
    // a sign-out or a session expiry must reach the login page whatever the form holds
    expect(shouldBlockNavigation({ dirty: true, signedIn: false, current: at('/user/profile'), next: at('/auth/login') })).toBe(false);
  });
});
