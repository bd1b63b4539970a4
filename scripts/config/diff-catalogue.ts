// config:diff sections of the catalogue: roles and their grants, features,
// plugins, index sections, onboarding steps and error codes, one line per change.
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import { byKey, leafChanges, listChange, numeric, sortedUnion } from './diff-helpers.ts';
import { compareStrings } from './problems.ts';

export function roleLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const old = byKey(before.roles, (r) => String(r.id));
  const now = byKey(after.roles, (r) => String(r.id));
  const lines: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys(), numeric)) {
    const a = old.get(id);
    const b = now.get(id);
    if (!a && b) lines.push(`+ role ${id} ${b.key}: grants ${describeGrants(b.grants)}`);
    else if (a && !b) lines.push(`- role ${id} ${a.key}`);
    else if (a && b) {
      const changes: string[] = [];
      for (const feature of sortedUnion(Object.keys(a.grants), Object.keys(b.grants))) {
        const x = a.grants[feature];
        const y = b.grants[feature];
        if (x === undefined) changes.push(`+${feature}: ${y}`);
        else if (y === undefined) changes.push(`-${feature}`);
        else if (x !== y) changes.push(`${feature} ${x} -> ${y}`);
      }
      const grants = changes.length > 0 ? [`grants ${changes.join(', ')}`] : [];
      const other = (['key', 'icon', 'seesNetworkErrors'] as const).filter((k) => a[k] !== b[k]).map((k) => `${k} ${String(a[k])} -> ${String(b[k])}`);
      if (grants.length + other.length > 0) lines.push(`~ role ${id} ${b.key}: ${[...grants, ...other].join('; ')}`);
    }
  }
  return lines;
}

const describeGrants = (grants: Record<string, string>) =>
  Object.entries(grants)
    .sort(([x], [y]) => compareStrings(x, y))
    .map(([f, level]) => `${f}: ${level}`)
    .join(', ') || 'none';

export function featureLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const old = byKey(before.features, (f) => f.id);
  const now = byKey(after.features, (f) => f.id);
  const lines: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys())) {
    const a = old.get(id);
    const b = now.get(id);
    if (!a && b) lines.push(`+ ${id} (${b.levels.join(', ')})`);
    else if (a && !b) lines.push(`- ${id}`);
    else if (a && b && a.levels.join() !== b.levels.join()) lines.push(`~ ${id}: levels ${a.levels.join(', ')} -> ${b.levels.join(', ')}`);
  }
  return lines;
}

export function pluginLines(before: CompiledConfig, after: CompiledConfig): string[] {
  const old = byKey(before.plugins, (p) => p.id);
  const now = byKey(after.plugins, (p) => p.id);
  const lines: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys())) {
    const a = old.get(id);
    const b = now.get(id);
    if (!a && b) lines.push(`+ ${id} (${b.category}), unlocks ${b.unlocks.join(', ') || 'nothing'}`);
    else if (a && !b) lines.push(`- ${id}`);
    else if (a && b) {
      const changes = [
        listChange('unlocks', a.unlocks, b.unlocks),
        a.category !== b.category ? `category ${a.category} -> ${b.category}` : '',
        a.icon !== b.icon ? `icon ${a.icon} -> ${b.icon}` : '',
      ].filter(Boolean);
      if (changes.length > 0) lines.push(`~ ${id}: ${changes.join('; ')}`);
    }
  }
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
  const old = nodes(before);
  const now = nodes(after);
  const lines: string[] = [];
  for (const id of sortedUnion(old.keys(), now.keys())) {
    const a = old.get(id);
    const b = now.get(id);
    if (!a && b) lines.push(`+ ${id}: ${describe(b)}`);
    else if (a && !b) lines.push(`- ${id}: ${describe(a)}`);
    else if (a && b) {
      const changes = sortedUnion(Object.keys(a), Object.keys(b))
        .filter((k) => a[k] !== b[k])
        .map((k) => `${k} ${a[k] ?? 'none'} -> ${b[k] ?? 'none'}`);
      if (changes.length > 0) lines.push(`~ ${id}: ${changes.join('; ')}`);
    }
  }
  return lines;
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
  const old = byKey(before.errors.codes, (c) => c.code);
  const now = byKey(after.errors.codes, (c) => c.code);
  for (const code of sortedUnion(old.keys(), now.keys())) {
    const a = old.get(code);
    const b = now.get(code);
    if (!a && b) lines.push(`+ ${code} (${b.status})`);
    else if (a && !b) lines.push(`- ${code}`);
    else if (a && b && a.status !== b.status) lines.push(`~ ${code}: status ${a.status} -> ${b.status}`);
  }
  return lines;
}
