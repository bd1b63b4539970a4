// The modules served by scripts/vite/config-plugin.ts (built from
// config/*.yaml by the same loader the server uses).

/** The compiled config inlined as a module (tests, tools; the app fetches virtual:app-config-url instead). */
declare module 'virtual:app-config' {
  const config: import('./compiled').CompiledConfig;
  export default config;
}

/** URL of the compiled config as JSON: a versioned asset in a build, the dev server's middleware in dev. */
declare module 'virtual:app-config-url' {
  const url: string;
  export default url;
}

/** The Tabler icons the config names (roles, sections, plugins...), by name. */
declare module 'virtual:config-icons' {
  const icons: Partial<Record<import('./types.generated').IconName, import('@tabler/icons-react').Icon>>;
  export default icons;
}

/** The icons the header draws from the first frame (the roles'); the app loads virtual:config-icons after it. */
declare module 'virtual:config-icons/header' {
  const icons: Partial<Record<import('./types.generated').IconName, import('@tabler/icons-react').Icon>>;
  export default icons;
}
