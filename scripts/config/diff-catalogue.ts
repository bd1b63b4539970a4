// config:diff sections of the catalogue: roles and their grants, features,
// plugins, index sections, onboarding steps and error codes, one line per change.
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import { byKey, keyedDiff, leafChanges, listChange, numeric, sortedUnion } from './diff-helpers.ts';
import { compareStrings } from './problems.ts';

export function roleLines(before: CompiledConfig, after: CompiledConfig): string[] {
  return keyedDiff(before.roles, after.roles, (r) => String(r.id), {
    added: (id, b) => `+ role ${id} ${b.key}: grants ${describeGrants(b.grants)}`,
    removed: (id, a) => `- role ${id} ${a.key}`,
    changed: (id, a, b) => {
      const changes = keyedDiff(
        Object.entries(a.grants),
        Object.entries(b.grants),
        ([feature]) => feature,
        { added: (f, [, y]) => `+${f}: ${y}`, removed: (f) => `-${f}`, changed: (f, [, x], [, y]) => (x !== y ? `${f} ${x} -> ${y}` : '') },
      );
      const grants = changes.length > 0 ? [`grants ${changes.join(', ')}`] : [];
      const other = (['key', 'icon', 'seesNetworkErrors'] as const).filter((k) => a[k] !== b[k]).map((k) => `${k} ${String(a[k])} -> ${String(b[k])}`);
      return grants.length + other.length > 0 ? `~ role ${id} ${b.key}: ${[...grants, ...other].join('; ')}` : '';
    },
  }, numeric);
}

const describeGrants = (grants: Record<string, string>) =>
  Object.entries(grants)
    .sort(([x], [y]) => compareStrings(x, y))
    .map(([f, level]) => `${f}: ${level}`)
    .join(', ') || 'none';

export function featureLines(before: CompiledConfig, after: CompiledConfig): string[] {
  return keyedDiff(before.features, after.features, (f) => f.id, {
    added: (id, b) => `+ ${id} (${b.levels.join(', ')})`,
    removed: (id) => `- ${id}`,
    changed: (id, a, b) => (a.levels.join() !== b.levels.join() ? `~ ${id}: levels ${a.levels.join(', ')} -> ${b.levels.join(', ')}` : ''),
  });
}

export function pluginLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const lines = keyedDiff(before.plugins, after.plugins, (p) => p.id, {
    added: (id, b) => `+ ${id} (${b.category}), unlocks ${b.unlocks.join(', ') || 'nothing'}`,
    removed: (id) => `- ${id}`,
    changed: (id, a, b) => {
      const changes = [
        listChange('unlocks', a.unlocks, b.unlocks),
        a.category !== b.category ? `category ${a.category} -> ${b.category}` : '',
        a.icon !== b.icon ? `icon ${a.icon} -> ${b.icon}` : '',
      ].filter(Boolean);
      return changes.length > 0 ? `~ ${id}: ${changes.join('; ')}` : '';
    },
  });
  const categories = listChange('categories', before.pluginCategories, after.pluginCategories);
  if (categories) lines.push(`~ ${categories}`);
  return lines;
}

export function indexLines(before: CompiledConfig, after: CompiledConfig): string[] {
  type Node = Record<string, string>;
  const nodes = (config: CompiledConfig) => {
    const map = new Map<string, Node>();
    for (const s of config.sections) {
      map.set(s.id, { kind: 'section', column: String(s.column), icon: s.icon });
      for (const sub of s.subSections) {
        map.set(sub.id, { kind: 'sub-section', of: s.id });
        for (const g of sub.groups ?? []) map.set(g, { kind: 'group', of: sub.id });
      }
    }
    return map;
  };
  const describe = (n: Node) => (n.kind === 'section' ? `section in column ${n.column}` : `${n.kind} of ${n.of}`);
  return keyedDiff([...nodes(before)], [...nodes(after)], ([id]) => id, {
    added: (id, [, b]) => `+ ${id}: ${describe(b)}`,
    removed: (id, [, a]) => `- ${id}: ${describe(a)}`,
    changed: (id, [, a], [, b]) => {
      const changes = sortedUnion(Object.keys(a), Object.keys(b))
        .filter((k) => a[k] !== b[k])
        .map((k) => `${k} ${a[k] ?? 'none'} -> ${b[k] ?? 'none'}`);
      return changes.length > 0 ? `~ ${id}: ${changes.join('; ')}` : '';
    },
  });
}

export function onboardingLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const a = before.onboarding;
  const b = after.onboarding;
  const lines: string[] = [];
  if (a.inviteRole !== b.inviteRole) lines.push(`~ inviteRole: ${a.inviteRole} -> ${b.inviteRole}`);
  const old = byKey(a.steps, (s) => s.key);
  const now = byKey(b.steps, (s) => s.key);
  const describe = (s: (typeof a.steps)[number]) => `step ${s.status} ${s.key} (group ${s.group}, ${s.content}${s.final ? ', final' : ''})`;
  const keys = sortedUnion(old.keys(), now.keys()).sort(
    (x, y) => ((now.get(x) ?? old.get(x))!.status - (now.get(y) ?? old.get(y))!.status) || compareStrings(x, y),
  );
  for (const key of keys) {
    const x = old.get(key);
    const y = now.get(key);
    if (!x && y) lines.push(`+ ${describe(y)}`);
    else if (x && !y) lines.push(`- ${describe(x)}`);
    else if (x && y) {
      const changes = (['status', 'group', 'content', 'final'] as const)
        .filter((k) => x[k] !== y[k])
        .map((k) => `${k} ${String(x[k])} -> ${String(y[k])}`);
      if (changes.length > 0) lines.push(`~ step ${y.status} ${key}: ${changes.join('; ')}`);
    }
  }
  const groups = (o: typeof a) => new Map(o.groups.map((g) => [g.id, `initial ${g.initial}`]));
  const og = groups(a);
  const ng = groups(b);
  for (const id of sortedUnion(og.keys(), ng.keys())) {
    if (!og.has(id)) lines.push(`+ group ${id} (${ng.get(id)})`);
    else if (!ng.has(id)) lines.push(`- group ${id}`);
    else if (og.get(id) !== ng.get(id)) lines.push(`~ group ${id}: ${og.get(id)} -> ${ng.get(id)}`);
  }
  lines.push(...leafChanges({ help: a.help, terms: a.terms, plans: a.plans }, { help: b.help, terms: b.terms, plans: b.plans }));
  return lines;
}

export function errorLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const lines: string[] = [];
  if (before.errors.fallback !== after.errors.fallback) lines.push(`~ fallback: ${before.errors.fallback} -> ${after.errors.fallback}`);
  lines.push(...keyedDiff(before.errors.codes, after.errors.codes, (c) => c.code, {
    added: (code, b) => `+ ${code} (${b.status})`,
    removed: (code) => `- ${code}`,
    changed: (code, a, b) => (a.status !== b.status ? `~ ${code}: status ${a.status} -> ${b.status}` : ''),
  }));
  return lines;
}
