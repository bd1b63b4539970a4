import { describe, expect, it } from 'vitest';
import { cleanValues, sameValues } from '../../../src/lib/dimension-values';
import { checkPhotoFile, PHOTO_MAX_BYTES } from '../../../src/lib/photo';

describe('profile photo check', () => {
  it('takes PNG, JPEG and WebP up to 300 KB', () => {
    expect(checkPhotoFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(checkPhotoFile({ type: 'image/webp', size: 10 })).toBeNull();
  });
  it('refuses other types, empty files and larger files', () => {
    expect(checkPhotoFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: '', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: 'image/png', size: 0 })).toBe('empty');
    expect(checkPhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('size');
  });
  it('a photo of the maximum size fits the server limit as a data URL', () => {
    const dataUrlLength = 'data:image/jpeg;base64,'.length + Math.ceil(PHOTO_MAX_BYTES / 3) * 4;
    expect(dataUrlLength).toBeLessThanOrEqual(410_000);
  });
});

describe('dimension values', () => {
  it('trims, drops empty entries and repeats, keeping the first spelling and the order', () => {
    expect(cleanValues([' Norte ', 'Sur', '', 'Norte', '  ', 'sur'])).toEqual(['Norte', 'Sur', 'sur']);
    expect(sameValues(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValues(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValues(['a'], ['a', 'b'])).toBe(false);
  });
});
