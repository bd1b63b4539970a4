import { describe, expect, it } from 'vitest';
import { fromUrl, initials, isAuthUrl, pickBackground, safeReturnUrl, toUrl } from '../../../engine/shell/paths';

describe('shell paths', () => {
  it('converts config paths and URL paths both ways', () => {
    expect(toUrl('forecasts/review')).toBe('/forecasts/review');
    expect(toUrl('/home')).toBe('/home');
    expect(fromUrl('/forecasts/review/')).toBe('forecasts/review');
    expect(fromUrl('/')).toBe('');
  });

  it('recognises the auth pages', () => {
    expect(isAuthUrl('/auth')).toBe(true);
    expect(isAuthUrl('/auth/login')).toBe(true);
    expect(isAuthUrl('/auth?x=1')).toBe(true);
    expect(isAuthUrl('/authors')).toBe(false);
    expect(isAuthUrl('/home')).toBe(false);
  });

  it('accepts only same-origin, non-auth return URLs', () => {
    expect(safeReturnUrl('/forecasts/review?x=1#h', '/home')).toBe('/forecasts/review?x=1#h');
    expect(safeReturnUrl(null, '/home')).toBe('/home');
    expect(safeReturnUrl('', '/home')).toBe('/home');
    expect(safeReturnUrl('https://evil.test/', '/home')).toBe('/home');
    expect(safeReturnUrl('//evil.test/x', '/home')).toBe('/home');
    expect(safeReturnUrl('/\\evil.test', '/home')).toBe('/home');
    expect(safeReturnUrl('javascript:alert(1)', '/home')).toBe('/home');
    expect(safeReturnUrl('/auth/login', '/home')).toBe('/home');
    expect(safeReturnUrl('/a\nb', '/home')).toBe('/home');
  });

  it('builds avatar initials', () => {
    expect(initials('Ana María Ruiz')).toBe('AM');
    expect(initials('  olga ')).toBe('O');
    expect(initials('')).toBe('?');
    expect(initials(undefined)).toBe('?');
  });

  it('picks a background index within range', () => {
    expect(pickBackground(3, 0)).toBe(0);
    expect(pickBackground(3, 0.5)).toBe(1);
    expect(pickBackground(3, 0.9999)).toBe(2);
    expect(pickBackground(3, 1)).toBe(2);
    expect(pickBackground(0, 0.7)).toBe(0);
    expect(pickBackground(Number.NaN, 0.7)).toBe(0);
    const seen = new Set(Array.from({ length: 300 }, (_, i) => pickBackground(3, i / 300)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});
