// react-i18next imports useSyncExternalStore from 'use-sync-external-store/shim',
// a fallback for React 17 and older (CommonJS, with its interop wrapper): on
// React 19 the shim hands out React's own, so the first load takes React's
// directly (vite.config.ts aliases the shim here).
export { useSyncExternalStore } from 'react';
