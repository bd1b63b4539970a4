// Ctrl/Cmd+K: which key presses count, and that the listener createApp
// installs opens the searcher through the store, before any layout exists.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { installSearcherShortcut, isSearcherShortcut } from '../../../engine/shell/searcher/shortcut';
import { indexOpenedAtom, profileAtom, searcherOpenedAtom, tokenAtom } from '../../../engine/state';
import type { Profile } from '../../../engine/http/api-contract';

const key = (over: Partial<Parameters<typeof isSearcherShortcut>[0]>) => ({ key: 'k', code: 'KeyK', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false, ...over });

describe('isSearcherShortcut', () => {
  it('is Ctrl+K or Cmd+K and nothing else', () => {
    expect(isSearcherShortcut(key({}))).toBe(true);
    expect(isSearcherShortcut(key({ ctrlKey: false, metaKey: true }))).toBe(true);
    expect(isSearcherShortcut(key({ key: 'K' }))).toBe(true);
    expect(isSearcherShortcut(key({ ctrlKey: false }))).toBe(false);
    expect(isSearcherShortcut(key({ metaKey: true }))).toBe(false);
    expect(isSearcherShortcut(key({ shiftKey: true }))).toBe(false);
    expect(isSearcherShortcut(key({ altKey: true }))).toBe(false);
    expect(isSearcherShortcut(key({ key: 'j', code: 'KeyJ' }))).toBe(false);
    expect(isSearcherShortcut(key({ isComposing: true }))).toBe(false);
  });

  it('follows the typed letter on Latin layouts and the physical key on others', () => {
    expect(isSearcherShortcut(key({ key: 'л', code: 'KeyK' }))).toBe(true); // Russian layout
    expect(isSearcherShortcut(key({ key: 't', code: 'KeyK' }))).toBe(false); // Dvorak: that key types 't'
    expect(isSearcherShortcut(key({ key: 'k', code: 'KeyV' }))).toBe(true); // Dvorak: 'k' is elsewhere
  });
});

class FakeTarget {
  listener: ((event: KeyboardEvent) => void) | null = null;
  addEventListener(_type: string, listener: EventListener) { this.listener = listener as (event: KeyboardEvent) => void; }
  removeEventListener() { this.listener = null; }
  press(over: Partial<ReturnType<typeof key>> = {}) {
    let prevented = false;
    this.listener?.({ ...key(over), preventDefault: () => { prevented = true; } } as unknown as KeyboardEvent);
    return prevented;
  }
}

describe('installSearcherShortcut', () => {
  it('opens the searcher (closing the index) for a signed-in user, even before the profile has loaded', () => {
    const store = createStore();
    store.set(tokenAtom, 'token');
    store.set(indexOpenedAtom, true);
    const target = new FakeTarget();
    installSearcherShortcut(store, target as unknown as Document);
    expect(target.press()).toBe(true);
    expect(store.get(searcherOpenedAtom)).toBe(true);
    expect(store.get(indexOpenedAtom)).toBe(false);
  });

  it('leaves the key alone when signed out or onboarding', () => {
    const store = createStore();
    const target = new FakeTarget();
    installSearcherShortcut(store, target as unknown as Document);
    expect(target.press()).toBe(false);
    expect(store.get(searcherOpenedAtom)).toBe(false);
    store.set(tokenAtom, 'token');
    store.set(profileAtom, { OnBoarding: true } as Profile);
    expect(target.press()).toBe(false);
    expect(store.get(searcherOpenedAtom)).toBe(false);
    store.set(profileAtom, { OnBoarding: false } as Profile);
    expect(target.press({ key: 'j', code: 'KeyJ' })).toBe(false);
    expect(target.press()).toBe(true);
  });

  it('stops listening when disposed', () => {
    const target = new FakeTarget();
    const dispose = installSearcherShortcut(createStore(), target as unknown as Document);
    expect(target.listener).not.toBeNull();
    dispose();
    expect(target.listener).toBeNull();
  });
});
