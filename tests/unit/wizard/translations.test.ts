// Every translation key the wizard (engine/wizard) and the step contents
// (src/onboarding) use exists in the five languages: the literal keys found
// in the code, plus the families built at run time (channels, types, codes).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigOrThrow } from '../../../scripts/config/load';
import { TERMS_SECTIONS } from '../../../src/onboarding/TermsStep';

const ROOTS = ['engine/wizard', 'src/onboarding', 'src/pages/AcceptInvitationPage.tsx'];
const NAMESPACES = 'onboarding|common|messages|validation|header|userManager|dimension|auth|index|routes';

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) => {
    const full = path.join(process.cwd(), root);
    if (root.endsWith('.tsx')) return [full];
    return readdirSync(full).filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(full, f));
  });
}

function literalKeys(): string[] {
  const pattern = new RegExp(`['\`]((?:${NAMESPACES})\\.[A-Za-z0-9_.-]+)['\`]`, 'g');
  const keys = new Set<string>();
  for (const file of sourceFiles()) for (const match of readFileSync(file, 'utf8').matchAll(pattern)) keys.add(match[1]);
  return [...keys];
}

const DYNAMIC: string[] = [
  ...['chat', 'videoCall', 'phone', 'email'].flatMap((c) => [`onboarding.help.${c}`, `onboarding.welcome.channel.${c}`]),
  ...['videoCall', 'phone', 'email'].map((c) => `onboarding.help.bookingIntro.${c}`),
  ...['requested', 'confirmed', 'cancelled'].map((s) => `onboarding.help.bookingStatus.${s}`),
  ...['invalid', 'tooSoon', 'tooLate', 'weekend'].map((p) => `onboarding.help.date.${p}`),
  ...['text', 'number', 'boolean', 'list'].map((type) => `onboarding.attributes.types.${type}`),
  ...['weekly', 'biweekly', 'monthly', 'quarterly'].flatMap((f) => [`onboarding.cycle.frequencies.${f}`, `onboarding.cycle.frequencyHint.${f}`]),
  ...[1, 2, 3, 4, 5].map((n) => `onboarding.cycle.weeks.${n}`),
  ...['csv', 'erp', 'manual'].flatMap((m) => [`onboarding.dataOrigin.methods.${m}.title`, `onboarding.dataOrigin.methods.${m}.text`]),
  ...['productFamily', 'region', 'channel', 'brand', 'customerSegment'].map((k) => `onboarding.dimensions.suggestions.${k}`),
  ...TERMS_SECTIONS.flatMap((id) => [`onboarding.terms.sections.${id}.title`, `onboarding.terms.sections.${id}.text`]),
  ...['pending', 'active', 'expired'].map((s) => `onboarding.userAccess.statuses.${s}`),
];

function lookup(table: unknown, key: string): unknown {
  let node = table;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

describe('translations of the onboarding', () => {
  it('finds the keys in the code', () => {
    expect(literalKeys().length).toBeGreaterThan(150);
  });

  it('every key exists, as a text, in every bundled language (plurals as _one and _other)', async () => {
    const { config, translations } = await loadConfigOrThrow({ root: process.cwd() });
    const missing: string[] = [];
    for (const lang of config.app.languages.bundled) {
      for (const key of [...literalKeys(), ...DYNAMIC]) {
        const text = lookup(translations[lang], key);
        const plural = typeof lookup(translations[lang], `${key}_one`) === 'string' && typeof lookup(translations[lang], `${key}_other`) === 'string';
        if (typeof text !== 'string' && !plural) missing.push(`${lang}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
