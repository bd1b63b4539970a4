export { createAccessPolicy, RESTRICTIONS_PLUGIN } from './policy';
export type { AccessContext, AccessDecision, AccessPolicy, DenyReason } from './policy';
export { canReadPath, entityPermissions } from './entity-access';
export type { EntityPermissions } from './entity-access';
export { asksCustomReports, asksDimensions, DIMENSIONS_FEATURE, restrictionFeatures } from './session-asks';
