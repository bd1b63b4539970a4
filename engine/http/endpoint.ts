// Turns an api-contract entry ('PATCH /api/dimensions/:id') plus params and a
// query into a method and a concrete path, so callers never build URLs by hand.

export type QueryValue = string | number | boolean | null | undefined;

export interface ResolvedEndpoint { method: string; path: string }

export function resolveEndpoint(
  endpoint: string,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): ResolvedEndpoint {
  const match = /^([A-Z]+)\s+(\S+)$/.exec(endpoint.trim());
  const [method, pattern] = match ? [match[1], match[2]] : ['GET', endpoint.trim()];
  const path = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => {
    if (!(name in params)) throw new Error(`Missing path parameter "${name}" for ${endpoint}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) search.append(key, String(value));
  const qs = search.toString();
  return { method, path: qs ? `${path}?${qs}` : path };
}
