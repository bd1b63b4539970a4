// The Vite plugin's hooks, called the way Vite calls them (a real dev server
// and build were checked by hand; see the final report of the config pipeline).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configPlugin, VIRTUAL_ID, type ConfigError } from '../../../scripts/vite/config-plugin';
import { CONFIG_FIXTURES, FIXTURE_PAGES, FIXTURE_UI_KEYS } from './fixtures';

const root = path.join(CONFIG_FIXTURES, 'valid');
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, context: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

function pluginContext() {
  const watched: string[] = [];
  const emitted: Array<{ fileName: string; source: string }> = [];
  return {
    watched,
    emitted,
    addWatchFile: (file: string) => watched.push(file),
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    error: (error: Error) => {
      throw error;
    },
  };
}

describe('configPlugin', () => {
  it('serves the compiled config as virtual:app-config and watches every file it read', async () => {
    const plugin = configPlugin({ root, pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
    const id = call(plugin.resolveId, {}, VIRTUAL_ID) as string;
    expect(id).toBe('\0virtual:app-config');
    expect(call(plugin.resolveId, {}, './other')).toBeUndefined();
    const context = pluginContext();
    const code = (await call(plugin.load, context, id)) as string;
    expect(code).toMatch(/^export default \{/);
    const config = JSON.parse(code.slice('export default '.length).replace(/;\n$/, ''));
    expect(config.routes).toHaveLength(11);
    expect(config.version).toMatch(/^[0-9a-f]{12}$/);
    expect(context.watched).toContain(path.join(root, 'config/routes/sales.yaml'));
    expect(context.watched).toContain(path.join(root, 'config/i18n/fr.yaml'));
  });

  it('emits assets/i18n/<lang>.json in a build', async () => {
    const plugin = configPlugin({ root, pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
    const context = pluginContext();
    await call(plugin.generateBundle, context);
    expect(context.emitted.map((f) => f.fileName)).toEqual(['ca', 'en', 'es', 'fr', 'it'].map((l) => `assets/i18n/${l}.json`));
    expect(JSON.parse(context.emitted[2].source).routes.forecasts.keywords).toEqual(['forecast-es', 'demand-es']);
  });

  it('fails with every problem, the first one located for the overlay', async () => {
    const plugin = configPlugin({ root, pages: ['ModulePage'], requiredUiKeys: FIXTURE_UI_KEYS });
    const error = (await (call(plugin.load, pluginContext(), '\0virtual:app-config') as Promise<unknown>).catch((e: unknown) => e)) as ConfigError;
    expect(error.message.split('\n')[0]).toBe('Invalid config (5 problems):');
    expect(error.loc).toEqual({ file: path.join(root, 'config/routes/forecasts.yaml'), line: 29, column: 11 });
    expect(error.frame).toContain('>');
    expect(error.frame).toContain('page: DimensionPage');
  });
});
