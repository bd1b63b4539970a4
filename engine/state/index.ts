// The shell's shared state: one file per concern (see README.md for who
// writes each atom). Import from here, not from the files.
export * from './config';
export * from './services';
export * from './session';
export * from './profile';
export * from './activePlugins';
export * from './restrictions';
export * from './access';
export * from './dimensions';
export * from './customReports';
export * from './favorites';
export * from './recentPages';
export * from './logs';
export * from './visibleRoutes';
export * from './navigation';
export * from './userData';
export { atomWithLocalString, readStored, writeStored, readStoredJson } from './storage';
