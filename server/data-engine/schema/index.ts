export { syncSchema, type SyncReport, type SyncOptions } from './sync';
export { SchemaSyncError } from './messages';
