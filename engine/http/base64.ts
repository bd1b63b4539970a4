// UTF-8 safe base64. btoa/atob only take Latin-1 "binary strings", so text
// with 'ó' or '€' is first turned into UTF-8 bytes (TextEncoder) and the bytes
// are what gets encoded. Both globals exist in browsers and in Node >= 16.

const CHUNK = 0x8000; // String.fromCharCode(...bytes) overflows the stack on large payloads

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeBase64Utf8(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}

/** Accepts standard and URL-safe (JWT) alphabets, with or without padding. */
export function decodeBase64Utf8(base64: string): string {
  const standard = base64.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  return new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(padded));
}
