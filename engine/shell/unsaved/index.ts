export { shouldBlockNavigation } from './blocking';
export type { BlockInput, LocationLike } from './blocking';
export { useUnsavedChanges } from './useUnsavedChanges';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
