// The Vite plugin's hooks, called the way Vite calls them (a real dev server
// and build were checked by hand; see the final report of the config pipeline).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configIconNames, configIconsModule, tablerExportName } from '../../../scripts/vite/config-icons';
import { CONFIG_URL_ID, configPlugin, DEV_CONFIG_PATH, ICONS_ID, VIRTUAL_ID, type ConfigError } from '../../../scripts/vite/config-plugin';
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

  it('emits the compiled config as assets/config-<version>.json and assets/i18n/<lang>.json in a build', async () => {
    const plugin = configPlugin({ root, pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
    const context = pluginContext();
    await call(plugin.generateBundle, context);
    const [configFile, ...i18n] = context.emitted;
    const config = JSON.parse(configFile.source);
    expect(configFile.fileName).toBe(`assets/config-${config.version}.json`);
    expect(config.routes).toHaveLength(11);
    expect(i18n.map((f) => f.fileName)).toEqual(['ca', 'en', 'es', 'fr', 'it'].map((l) => `assets/i18n/${l}.json`));
    expect(JSON.parse(i18n[2].source).routes.forecasts.keywords).toEqual(['forecast-es', 'demand-es']);
  });

  it('points virtual:app-config-url at the emitted file in a build and at the middleware in dev, and preloads it', async () => {
    const resolved = (command: 'build' | 'serve') => {
      const plugin = configPlugin({ root, pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
      call(plugin.configResolved, {}, { root, base: '/', command, build: { assetsDir: 'assets' } });
      return plugin;
    };
    const build = resolved('build');
    const urlOf = async (plugin: ReturnType<typeof resolved>) =>
      JSON.parse(((await call(plugin.load, pluginContext(), call(plugin.resolveId, {}, CONFIG_URL_ID))) as string).slice('export default '.length).replace(/;\n$/, '')) as string;
    const url = await urlOf(build);
    expect(url).toMatch(/^\/assets\/config-[0-9a-f]{12}\.json$/);
    const context = pluginContext();
    await call(build.generateBundle, context);
    expect(`/${context.emitted[0].fileName}`).toBe(url);
    const tags = (await call(build.transformIndexHtml, {})) as Array<{ tag: string; attrs: Record<string, string> }>;
    expect(tags).toEqual([{ tag: 'link', attrs: { rel: 'preload', href: url, as: 'fetch', crossorigin: '' }, injectTo: 'head' }]);
    expect(await urlOf(resolved('serve'))).toBe(`/${DEV_CONFIG_PATH}`);
  });

  it('serves virtual:config-icons with exactly the icons the config names', async () => {
    const plugin = configPlugin({ root, pages: FIXTURE_PAGES, requiredUiKeys: FIXTURE_UI_KEYS });
    const code = (await call(plugin.load, pluginContext(), call(plugin.resolveId, {}, ICONS_ID))) as string;
    expect(code.split('\n')[0]).toMatch(/^import \{ Icon[A-Za-z, ]+ \} from '@tabler\/icons-react';$/);
    expect(code).toContain("export default {");
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

describe('config icons', () => {
  it('collects every icon name the config uses, once, sorted', () => {
    const config = { roles: [{ icon: 'crown' }, { icon: 'eye' }], sections: [{ icon: 'chart-line', subSections: [] }], plugins: [{ icon: 'crown' }], app: { title: 'icon' } };
    expect(configIconNames(config)).toEqual(['chart-line', 'crown', 'eye']);
  });

  it("names Tabler's export after the icon's file name", () => {
    expect(tablerExportName('chart-line')).toBe('IconChartLine');
    expect(tablerExportName('building-factory')).toBe('IconBuildingFactory');
    expect(tablerExportName('crown')).toBe('IconCrown');
    expect(() => tablerExportName('Chart Line')).toThrow(/not a Tabler icon name/);
  });

  it('writes one module of named imports and a name -> component map', () => {
    expect(configIconsModule(['eye', 'chart-line', 'eye'])).toBe(
      "import { IconChartLine, IconEye } from '@tabler/icons-react';\nexport default {\n  \"chart-line\": IconChartLine,\n  \"eye\": IconEye,\n};\n",
    );
    expect(configIconsModule([])).toBe('export default {};\n');
  });
});
