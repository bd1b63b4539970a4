export { createAccessPolicy, RESTRICTIONS_PLUGIN } from './policy';
export type { AccessContext, AccessDecision, AccessPolicy, DenyReason } from './policy';
