// The product's application: the engine's app with this product's pages,
// icons and assets (the header's icons now, the config's other icons in a
// chunk after it). Loaded by the entry (main.tsx) beside the compiled config
// and the page's first request, then started with the config.
import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import headerIcons from 'virtual:config-icons/header';
import type { CompiledConfig } from '../engine/config/compiled';
// Straight from the module, not the engine/shell barrel: the barrel re-exports
// what lazy pages use (dialogs, menus), and importing it here would pull all of
// that into the first load.
import { createApp } from '../engine/shell/createApp';
import forbidden1 from './assets/forbidden-1.svg';
import forbidden2 from './assets/forbidden-2.svg';
import forbidden3 from './assets/forbidden-3.svg';
import logo from './assets/logo.svg';
import { pages } from './pages';

// The onboarding screen's own chunk, imported directly: src/onboarding/index.ts
// also lists the eleven step chunks, which only that screen needs.
const OnboardingScreen = lazy(() => import('./onboarding/OnboardingScreen'));

export function start(config: CompiledConfig, container: HTMLElement): void {
  const { App } = createApp({
    config,
    pages,
    icons: headerIcons,
    loadIcons: () => import('virtual:config-icons'),
    assets: { logo, forbiddenBackgrounds: [forbidden1, forbidden2, forbidden3] },
    onboarding: OnboardingScreen,
  });
  createRoot(container).render(<App />);
}
