// Paths inside a YAML/JSON document: as segments (what ajv and the rules
// produce) and as the dotted text shown to people (routes[2].permissions.level).
export type PathSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/** ['routes', 2, 'permissions'] -> 'routes[2].permissions'; odd keys are quoted: grants["*"]. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/**
 * ajv's instancePath ('/routes/2/permissions') as segments. JSON Pointer escapes
 * '/' as ~1 and '~' as ~0; digits become numbers only where the data is an array.
 */
export function pointerToSegments(pointer: string, data: unknown): PathSegment[] {
  if (pointer === '') return [];
  const segments: PathSegment[] = [];
  let current: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current) && /^\d+$/.test(key)) {
      const index = Number(key);
      segments.push(index);
      current = current[index];
    } else {
      segments.push(key);
      current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
    }
  }
  return segments;
}
