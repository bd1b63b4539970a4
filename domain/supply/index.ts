// The supply run (PLANNING.md, "Netting"): pure TypeScript, one question per file.
export * from './types';
export * from './lead-time';
export * from './lot-sizing';
export * from './low-level-codes';
export * from './net-item';
export * from './explode';
export * from './run';
export * from './pegging';
export * from './capacity';
