// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { isModifiedClick } from '../../../engine/shell/index-overlay/useOverlayNavigation';
import { pickReturnTarget } from '../../../engine/shell/index-overlay/return-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pickReturnTarget', () => {
  it('returns the element that had focus when the index opened', () => {
    document.body.innerHTML = '<button id="hamburger" aria-haspopup="dialog" aria-expanded="true">menu</button>';
    const hamburger = document.getElementById('hamburger');
    expect(pickReturnTarget(hamburger, document)).toBe(hamburger);
  });

  it('falls back to the expanded dialog trigger when focus was inside another dialog', () => {
    document.body.innerHTML = `
      <button id="hamburger" aria-haspopup="dialog" aria-expanded="true">menu</button>
      <button id="search" aria-haspopup="dialog">search</button>
      <section role="dialog"><input id="query" /></section>`;
    expect(pickReturnTarget(document.getElementById('query'), document)?.id).toBe('hamburger');
  });

  it('falls back to the trigger when nothing had focus', () => {
    document.body.innerHTML = '<button id="hamburger" aria-haspopup="dialog" aria-expanded="true">menu</button>';
    expect(pickReturnTarget(document.body, document)?.id).toBe('hamburger');
    expect(pickReturnTarget(null, document)?.id).toBe('hamburger');
  });

  it('gives null when there is nowhere sensible to return to', () => {
    document.body.innerHTML = '<button aria-haspopup="dialog" aria-expanded="false">menu</button>';
    expect(pickReturnTarget(null, document)).toBeNull();
  });
});

describe('isModifiedClick', () => {
  it('leaves new-tab and new-window clicks to the browser', () => {
    expect(isModifiedClick({ button: 0 })).toBe(false);
    expect(isModifiedClick({ button: 1 })).toBe(true);
    expect(isModifiedClick({ button: 0, ctrlKey: true })).toBe(true);
    expect(isModifiedClick({ button: 0, metaKey: true })).toBe(true);
    expect(isModifiedClick({ button: 0, shiftKey: true })).toBe(true);
  });
});
