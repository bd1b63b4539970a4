// The product's entry point, kept small (engine/shell/boot.ts): it asks for
// the application (app.tsx) and, once the compiled config is here (a
// versioned JSON file that index.html preloads), for the page's code and
// first data; then starts the application with the config.
import configUrl from 'virtual:app-config-url';
import { boot } from '../engine/shell/boot';
// With the entry, as the shell's: in index.html from the first paint.
import './styles.css';

boot({ configUrl, container: document.getElementById('root')!, load: () => import('./app') });
