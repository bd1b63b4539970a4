import { describe, expect, it, vi } from 'vitest';
import { createEarlyFetch, requestKey } from '../../../engine/http/early-fetch';

const answer = (body: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });

function setup(ttlMs = 1_000) {
  let now = 0;
  const base = vi.fn(async (url: string) => answer(`{"url":"${url}","n":${base.mock.calls.length}}`));
  const early = createEarlyFetch(base, ttlMs, () => now);
  return { base, early, advance: (ms: number) => { now += ms; } };
}

const init = (token: string, more: RequestInit = {}): RequestInit => ({ method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, ...more });

describe('early fetch', () => {
  it('hands a kept answer to the first same request, once, and both read the whole body', async () => {
    const { base, early } = setup();
    const copy = await early.keep('/api/profile', init('a'));
    const taken = await early.fetch('/api/profile', init('a'));
    expect(base).toHaveBeenCalledTimes(1);
    expect(await copy.text()).toBe('{"url":"/api/profile","n":1}');
    expect(await taken.text()).toBe('{"url":"/api/profile","n":1}');
    // Taken once: the next same request is asked afresh.
    expect(await (await early.fetch('/api/profile', init('a'))).text()).toBe('{"url":"/api/profile","n":2}');
  });

  it('never hands an answer to another session, method or body', async () => {
    const { base, early } = setup();
    void early.keep('/api/profile', init('a'));
    void early.keep('/api/restrictions/check', init('a', { method: 'POST', body: '{"Features":["A"]}' }));
    await early.fetch('/api/profile', init('b'));
    await early.fetch('/api/profile', init('a', { method: 'DELETE' }));
    await early.fetch('/api/restrictions/check', init('a', { method: 'POST', body: '{"Features":["B"]}' }));
    expect(base).toHaveBeenCalledTimes(5);
    await early.fetch('/api/restrictions/check', init('a', { method: 'POST', body: '{"Features":["A"]}' }));
    expect(base).toHaveBeenCalledTimes(5);
  });

  it('drops answers older than the time to live, and all of them once told to forget', async () => {
    const { base, early, advance } = setup(1_000);
    void early.keep('/api/profile', init('a'));
    void early.keep('/api/favorites', init('a'));
    advance(1_001);
    await early.fetch('/api/profile', init('a'));
    expect(base).toHaveBeenCalledTimes(3);
    void early.keep('/api/profile', init('a'));
    early.forget();
    await early.fetch('/api/profile', init('a'));
    await early.fetch('/api/favorites', init('a'));
    expect(base).toHaveBeenCalledTimes(6);
  });

  it('does not hand a kept answer to a request already aborted', async () => {
    const { base, early } = setup();
    void early.keep('/api/profile', init('a'));
    const controller = new AbortController();
    controller.abort();
    await early.fetch('/api/profile', init('a', { signal: controller.signal }));
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('keys by method, URL, Authorization, Accept and a text body; other bodies are never kept', () => {
    expect(requestKey('/x', init('a'))).not.toBe(requestKey('/x', init('a', { headers: { Accept: 'text/csv', Authorization: 'Bearer a' } })));
    expect(requestKey('/x', { headers: new Headers({ authorization: 'Bearer a', accept: 'application/json' }) })).toBe(requestKey('/x', init('a')));
    expect(requestKey('/x', { method: 'POST', body: new URLSearchParams('a=1') })).toBeNull();
  });
});
