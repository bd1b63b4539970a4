// The compiled config as the browser receives it: the default export of the
// virtual module served by scripts/vite/config-plugin.ts (built from
// config/*.yaml by the same loader the server uses).
declare module 'virtual:app-config' {
  const config: import('./compiled').CompiledConfig;
  export default config;
}
