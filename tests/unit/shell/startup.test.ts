// The compiled config fetched at start-up (engine/shell/startup.ts).
// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fetchCompiledConfig, showStartupError } from '../../../engine/shell/startup';

const ok = (body: unknown) => async () => ({ ok: true, status: 200, json: async () => body });

describe('fetchCompiledConfig', () => {
  it('returns the config the URL answers with', async () => {
    const config = { version: 'abc123def456', app: { productName: 'X' }, routes: [] };
    const fetchImpl = vi.fn(ok(config));
    await expect(fetchCompiledConfig('/assets/config-abc123def456.json', fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledWith('/assets/config-abc123def456.json');
  });

  it('rejects, naming the URL, on an HTTP error, a network error or something that is not a config', async () => {
    await expect(fetchCompiledConfig('/c.json', async () => ({ ok: false, status: 404, json: async () => ({}) }))).rejects.toThrow('/c.json: HTTP 404');
    await expect(fetchCompiledConfig('/c.json', async () => { throw new TypeError('Failed to fetch'); })).rejects.toThrow('/c.json: Failed to fetch');
    await expect(fetchCompiledConfig('/c.json', ok('<html>'))).rejects.toThrow('/c.json: not a compiled config');
    await expect(fetchCompiledConfig('/c.json', ok({ version: 'x', routes: 'no' }))).rejects.toThrow('not a compiled config');
    await expect(fetchCompiledConfig('/c.json', async () => ({ ok: true, status: 200, json: async () => { throw new SyntaxError('bad'); } }))).rejects.toThrow('not a compiled config');
  });
});

describe('showStartupError', () => {
  it('replaces the root content with a message, the reason and a reload button', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>loading</p>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    showStartupError(root, new Error('/c.json: HTTP 503'));
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('The application could not be loaded');
    expect(root.querySelector('pre')?.textContent).toBe('/c.json: HTTP 503');
    expect(root.querySelector('button')?.textContent).toBe('Reintentar / Retry');
    expect(root.textContent).not.toContain('loading');
  });
});
