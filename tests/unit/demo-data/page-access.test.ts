// The declared pages and their entities agree with roles.yaml: whoever may
// open a page may read what its views show (and the refs in its columns),
// the demand planner reads no unit cost anywhere, and the read-only viewer
// writes nothing. Checked for every role with every plugin active.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessPolicy, entityPermissions, type AccessContext } from '../../../engine/access';
import type { CompiledConfig, CompiledEntity } from '../../../engine/config/compiled';
import { compiledConfig } from './helpers';

let config: CompiledConfig;
let entities: Map<string, CompiledEntity>;
let policy: ReturnType<typeof createAccessPolicy>;
beforeAll(async () => {
  config = await compiledConfig();
  entities = new Map(config.entities.map((e) => [e.id, e]));
  policy = createAccessPolicy(config);
});

const ctxOf = (role: number): AccessContext => ({ roles: [role], activePlugins: config.plugins.map((p) => p.id).filter((p) => p !== 'CUSTOM_ROLES') });
const perms = (role: number, entity: string) => entityPermissions(policy, entities.get(entity)!, ctxOf(role));

describe('declared pages against roles.yaml', () => {
  it('lets whoever opens a page read the entities its views show, and the entities its columns refer to', () => {
    const gaps: string[] = [];
    for (const role of config.roles) {
      for (const route of config.routes.filter((r) => r.views.length > 0 && policy.canOpen(r, ctxOf(role.id)))) {
        for (const view of route.views.filter((v) => v.entity)) {
          if (!perms(role.id, view.entity).read) gaps.push(`role ${role.id} opens ${route.id} but cannot read ${view.entity}`);
          if (view.leaves && !perms(role.id, view.leaves.entity).read) gaps.push(`role ${role.id} opens ${route.id} but cannot read ${view.leaves.entity}`);
          const entity = entities.get(view.entity)!;
          for (const column of view.columns) {
            const field = entity.fields.find((f) => f.name === column.split('.')[0]);
            if (field?.type === 'ref' && !perms(role.id, field.entity!).read) gaps.push(`role ${role.id} on ${route.id}: column ${column} refers to ${field.entity}, which it cannot read`);
          }
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it('hides every cost from the demand planner and shows them to the supply planner', () => {
    const costFields = config.entities.flatMap((e) => e.fields.filter((f) => f.access.read.includes('PRODUCT_COSTS')).map((f) => [e.id, f.name] as const));
    expect(costFields.length).toBeGreaterThan(10);
    for (const [entity, field] of costFields) {
      expect(perms(2, entity).readable.has(field), `demand planner reads ${entity}.${field}`).toBe(false);
      expect(perms(3, entity).read ? perms(3, entity).readable.has(field) : true, `supply planner reads ${entity}.${field}`).toBe(true);
    }
    // The product the demand planner edits still shows its price.
    expect(perms(2, 'product').readable.has('price')).toBe(true);
    expect(perms(2, 'product').writable.has('unitCost')).toBe(false);
  });

  it('gives the viewer read access to every entity and write access to none', () => {
    for (const entity of config.entities) {
      const p = perms(5, entity.id);
      expect(p.read, entity.id).toBe(true);
      expect(p.write, entity.id).toBe(false);
    }
  });

  it('shows the settings of an inactive plugin to no one', () => {
    const settings = entities.get('plugin-settings')!;
    const withoutAbc = { roles: [1], activePlugins: config.plugins.map((p) => p.id).filter((p) => p !== 'ABC_ANALYSIS') };
    const readable = entityPermissions(policy, settings, withoutAbc).readable;
    expect(readable.has('abcCutoffA')).toBe(false);
    expect(readable.has('serviceLevel')).toBe(true);
  });
});
