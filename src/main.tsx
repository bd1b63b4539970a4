// The product's entry point: the compiled config (config/*.yaml through the
// Vite plugin), this product's pages and assets, handed to the engine.
import { createRoot } from 'react-dom/client';
import config from 'virtual:app-config';
import { createApp } from '../engine/shell';
import forbidden1 from './assets/forbidden-1.svg';
import forbidden2 from './assets/forbidden-2.svg';
import forbidden3 from './assets/forbidden-3.svg';
import logo from './assets/logo.svg';
import { OnboardingScreen } from './onboarding';
import { pages } from './pages';
import './styles.css';

const { App } = createApp({
  config,
  pages,
  assets: { logo, forbiddenBackgrounds: [forbidden1, forbidden2, forbidden3] },
  onboarding: OnboardingScreen,
});

createRoot(document.getElementById('root')!).render(<App />);
