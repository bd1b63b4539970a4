// The product's entry point: fetches the compiled config (config/*.yaml
// through the Vite plugin, a versioned JSON file that index.html preloads),
// then hands it to the engine with this product's pages, icons and assets
// (the header's icons now, the config's other icons in a chunk after it).
import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import configUrl from 'virtual:app-config-url';
import headerIcons from 'virtual:config-icons/header';
// Straight from the module, not the engine/shell barrel: the barrel re-exports
// what lazy pages use (dialogs, menus), and importing it here would pull all of
// that into the first load.
import { createApp } from '../engine/shell/createApp';
import { fetchCompiledConfig, showStartupError } from '../engine/shell/startup';
import forbidden1 from './assets/forbidden-1.svg';
import forbidden2 from './assets/forbidden-2.svg';
import forbidden3 from './assets/forbidden-3.svg';
import logo from './assets/logo.svg';
import { pages } from './pages';
import './styles.css';

// The onboarding screen's own chunk, imported directly: src/onboarding/index.ts
// also lists the eleven step chunks, which only that screen needs.
const OnboardingScreen = lazy(() => import('./onboarding/OnboardingScreen'));

const container = document.getElementById('root')!;

fetchCompiledConfig(configUrl).then(
  (config) => {
    const { App } = createApp({
      config,
      pages,
      icons: headerIcons,
      loadIcons: () => import('virtual:config-icons'),
      assets: { logo, forbiddenBackgrounds: [forbidden1, forbidden2, forbidden3] },
      onboarding: OnboardingScreen,
    });
    createRoot(container).render(<App />);
  },
  (error: unknown) => showStartupError(container, error),
);
