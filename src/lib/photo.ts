// The profile photo: PNG, JPEG or WebP of at most ~300 KB, checked before it
// is read, with the reason as a key the page translates. The server takes a
// data: URL of up to 410,000 characters: 300 KB of image is ~409,600 of base64.

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 300 * 1024;

export type PhotoProblem = 'type' | 'size' | 'empty';

export function checkPhotoFile(file: { type: string; size: number }): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** Reads a file as a data: URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
