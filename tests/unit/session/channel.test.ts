import { describe, expect, it } from 'vitest';
import { createSessionChannel, parseSessionMessage, type ChannelConstructor, type SessionMessage } from '../../../engine/session';

// Node 20 ships BroadcastChannel: two instances of one name behave like two tabs.
const Real = globalThis.BroadcastChannel as unknown as ChannelConstructor;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('session channel', () => {
  it('a logout in one tab reaches the others, never the sender', async () => {
    const tabA = createSessionChannel('session-test-1', Real);
    const tabB = createSessionChannel('session-test-1', Real);
    const tabC = createSessionChannel('session-test-1', Real);
    const seen: Record<string, SessionMessage[]> = { a: [], b: [], c: [] };
    tabA.subscribe((m) => seen.a.push(m));
    tabB.subscribe((m) => seen.b.push(m));
    tabC.subscribe((m) => seen.c.push(m));
    tabA.postLogout();
    tabB.postToken('new-token');
    await settle();
    expect(seen.a).toEqual([{ type: 'token', token: 'new-token' }]);
    expect(seen.b).toEqual([{ type: 'logout' }]);
    expect(seen.c).toEqual([{ type: 'logout' }, { type: 'token', token: 'new-token' }]);
    for (const tab of [tabA, tabB, tabC]) tab.close();
  });

  it('unsubscribe and close stop delivery; posting after close is harmless', async () => {
    const tabA = createSessionChannel('session-test-2', Real);
    const tabB = createSessionChannel('session-test-2', Real);
    const seen: SessionMessage[] = [];
    const off = tabB.subscribe((m) => seen.push(m));
    off();
    tabA.postLogout();
    await settle();
    expect(seen).toEqual([]);
    tabA.close();
    tabA.close();
    expect(() => tabA.postLogout()).not.toThrow();
    tabB.close();
  });

  it('ignores foreign messages on the channel name', async () => {
    const raw = new globalThis.BroadcastChannel('session-test-3');
    const tab = createSessionChannel('session-test-3', Real);
    const seen: SessionMessage[] = [];
    tab.subscribe((m) => seen.push(m));
    raw.postMessage('logout');
    raw.postMessage({ type: 'token', token: 42 });
    raw.postMessage({ type: 'logout' });
    await settle();
    expect(seen).toEqual([{ type: 'logout' }]);
    raw.close();
    tab.close();
  });

  it('without BroadcastChannel it is a no-op', () => {
    const tab = createSessionChannel('x', undefined);
    expect(() => { tab.postLogout(); tab.subscribe(() => {})(); tab.close(); }).not.toThrow();
  });

  it('parses only well-formed messages', () => {
    expect(parseSessionMessage({ type: 'token', token: '' })).toBeNull();
    expect(parseSessionMessage(null)).toBeNull();
    expect(parseSessionMessage({ type: 'token', token: 't', extra: 1 })).toEqual({ type: 'token', token: 't' });
  });
});
