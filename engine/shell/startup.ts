// Start-up: the compiled config arrives as its own JSON request (a versioned,
// cacheable file; index.html preloads it alongside the JS) instead of being
// inlined in the entry chunk, so the first load does not grow with the number
// of routes. The app renders once it is here; if it cannot be had, a plain
// message (no React, no translations yet) says so and offers a reload.
import type { CompiledConfig } from '../config/compiled';

export type ConfigFetch = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** GETs and checks the compiled config; rejects with a message naming the URL. */
export async function fetchCompiledConfig(url: string, fetchImpl: ConfigFetch = (u) => fetch(u)): Promise<CompiledConfig> {
  let response: Awaited<ReturnType<ConfigFetch>>;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const config: unknown = await response.json().catch(() => null);
  if (!isCompiledConfig(config)) throw new Error(`${url}: not a compiled config`);
  return config;
}

function isCompiledConfig(value: unknown): value is CompiledConfig {
  if (!value || typeof value !== 'object') return false;
  const config = value as Partial<CompiledConfig>;
  return typeof config.version === 'string' && Array.isArray(config.routes) && !!config.app && typeof config.app === 'object';
}

/** Replaces the content of `root` with a bilingual message and a reload button (nothing else has loaded yet). */
export function showStartupError(root: HTMLElement, error: unknown): void {
  console.error(error);
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font: 16px/1.5 system-ui, sans-serif; max-width: 560px; margin: 15vh auto; padding: 24px;';
  const text = document.createElement('p');
  text.textContent = 'No se pudo cargar la aplicación. / The application could not be loaded.';
  const detail = document.createElement('pre');
  detail.style.cssText = 'white-space: pre-wrap; color: #555; font-size: 13px;';
  detail.textContent = error instanceof Error ? error.message : String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Reintentar / Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, detail, retry);
  root.replaceChildren(box);
}
