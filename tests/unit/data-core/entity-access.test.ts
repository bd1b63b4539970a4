import { describe, expect, it } from 'vitest';
import { canReadPath, createAccessPolicy, entityPermissions } from '../../../engine/access';
import type { CompiledConfig, CompiledEntity } from '../../../engine/config/compiled';
import { family, product } from './fixtures';

const config = {
  roles: [
    { id: 1, key: 'admin', icon: 'shield', grants: { '*': 'write' }, seesNetworkErrors: false },
    { id: 2, key: 'planner', icon: 'x', grants: { PRODUCTS: 'write', HIERARCHY: 'read' }, seesNetworkErrors: false },
    { id: 3, key: 'viewer', icon: 'x', grants: { '*': 'read' }, seesNetworkErrors: false },
  ],
  plugins: [{ id: 'COSTING', category: 'x', icon: 'x', unlocks: ['COSTS'] }],
} as unknown as Pick<CompiledConfig, 'roles' | 'plugins'>;
const policy = createAccessPolicy(config);
const ctx = (roles: number[], activePlugins: string[] = ['COSTING'], restrictions: Record<string, boolean> = {}) => ({ roles, activePlugins, restrictions });

describe('entityPermissions', () => {
  it('gives the admin everything writable but read-only and children fields', () => {
    const p = entityPermissions(policy, product, ctx([1]));
    expect(p.read && p.write).toBe(true);
    expect(p.readable.has('unitCost')).toBe(true);
    expect(p.writable.has('unitCost')).toBe(true);
    expect(p.writable.has('total')).toBe(false);
  });

  it('hides a sensitive field from a role without its feature, and when its plugin is off', () => {
    const planner = entityPermissions(policy, product, ctx([2]));
    expect(planner.write).toBe(true);
    expect(planner.readable.has('unitCost')).toBe(false);
    expect(planner.writable.has('unitCost')).toBe(false);
    expect(entityPermissions(policy, product, ctx([1], [])).readable.has('unitCost')).toBe(false);
  });

  it('lets the viewer read and nothing more, and refuses a restricted feature', () => {
    const viewer = entityPermissions(policy, product, ctx([3]));
    expect(viewer).toMatchObject({ read: true, write: false, denial: { reason: 'not-granted', subject: 'PRODUCTS' } });
    expect(viewer.writable.size).toBe(0);
    const restricted = entityPermissions(policy, product, ctx([2], ['COSTING', 'CUSTOM_ROLES'], { PRODUCTS: true }));
    expect(restricted).toMatchObject({ read: false, write: false, denial: { reason: 'restricted' } });
    expect(restricted.readable.size).toBe(0);
  });

  it('checks paths through refs against the referenced entity and field', () => {
    const entities = new Map<string, CompiledEntity>([['product', product], ['family', family]]);
    const of = (roles: number[]) => (e: CompiledEntity) => entityPermissions(policy, e, ctx(roles));
    expect(canReadPath('family.name', product, of([2]), entities)).toBe(true);
    expect(canReadPath('family.manager', product, of([2]), entities)).toBe(false);
    expect(canReadPath('family.manager', product, of([1]), entities)).toBe(true);
    expect(canReadPath('sku.name', product, of([1]), entities)).toBe(false);
    expect(canReadPath('unitCost', product, of([2]), entities)).toBe(false);
  });
});
