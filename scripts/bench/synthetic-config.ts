// A synthetic, valid config of any size for the benchmark: N routes spread
// over 20 section files, 5 languages translating every route. Shaped like the
// real config/ (flow-style keywords and permissions, comments left out).
import { stringify } from 'yaml';
import { REQUIRED_UI_KEYS } from '../config/rules/required-ui-keys.ts';
import { expectedModeline } from '../config/schema-comment.ts';
import type { SchemaKind } from '../config/schemas.ts';

const LANGUAGES = ['es', 'ca', 'en', 'it', 'fr'];
const SECTIONS = 20;
const SUB_SECTIONS = 10;
const GROUPS = 3;
const FEATURES = 50;
const PLUGINS = 10;

const section = (s: number) => `SECTION_${s}`;
const subSection = (s: number, u: number) => `SECTION_${s}_SUB_${u}`;
const group = (s: number, u: number, g: number) => `SECTION_${s}_SUB_${u}_GROUP_${g}`;
const feature = (f: number) => `FEATURE_${f}`;
const plugin = (p: number) => `PLUGIN_${p}`;

/** Project-relative path -> YAML text. */
export function syntheticConfig(routes: number): Map<string, string> {
  const files = new Map<string, string>();
  files.set('config/app.yaml', `productName: Bench
languages: { default: es, bundled: [${LANGUAGES.join(', ')}] }
paths: { home: home, login: auth/login }
favorites: { max: 12, defaults: [section-0/route-0] }
session: { checkIntervalMs: 3000000, tokenLifetimeMs: 3600000 }
logs: { lifetimeMs: 5500, copiedIndicatorMs: 1000 }
searcher: { width: '50%', maxWidth: 1200, maxHeight: '90%', top: 50, resultLimit: 50 }
index: { columns: 4 }
layout: { contentOffsetOnboarding: 50, contentOffsetAuthenticated: 97 }
forbidden: { backgrounds: 3 }
onboardingUi: { alertMaxWidth: '40%', speedDialTransitionDelay: 80 }
`);
  files.set('config/roles.yaml', `roles:
  - { id: 0, key: superAdmin, icon: crown, grants: { '*': write }, seesNetworkErrors: true }
  - { id: 1, key: admin, icon: shield, grants: { '*': write } }
  - id: 2
    key: planner
    icon: chart-line
    grants: { ${Array.from({ length: FEATURES / 2 }, (_, f) => `${feature(f)}: write`).join(', ')} }
  - { id: 3, key: viewer, icon: eye, grants: { '*': read } }
`);
  files.set('config/features.yaml', `features:\n${Array.from({ length: FEATURES }, (_, f) => `  - { id: ${feature(f)}, levels: [read, write] }\n`).join('')}`);
  files.set('config/plugins.yaml', `categories: [planning, supply, analytics]
plugins:
${Array.from({ length: PLUGINS }, (_, p) => `  - { id: ${plugin(p)}, category: ${['planning', 'supply', 'analytics'][p % 3]}, icon: puzzle, unlocks: [${feature(FEATURES - 1 - p)}] }\n`).join('')}`);
  let sections = 'sections:\n';
  for (let s = 0; s < SECTIONS; s++) {
    sections += `  - id: ${section(s)}\n    column: ${(s % 4) + 1}\n    icon: chart-bar\n    subSections:\n`;
    for (let u = 0; u < SUB_SECTIONS; u++) {
      sections += `      - { id: ${subSection(s, u)}, groups: [${Array.from({ length: GROUPS }, (_, g) => group(s, u, g)).join(', ')}] }\n`;
    }
  }
  files.set('config/sections.yaml', sections);
  files.set('config/onboarding.yaml', `inviteRole: 1
groups: [{ id: start, initial: 0 }, { id: setup, initial: 1 }]
steps:
  - { status: 1, key: welcome, group: start, content: WelcomeStep }
  - { status: 2, key: finalize, group: setup, content: FinalizeStep, final: true }
help: { chatWidgetUrl: '', bookingUrl: '', phone: '1', email: a@example.com, welcomeVideo: /v.mp4 }
terms: { version: '1' }
plans: [{ id: basic, monthlyPrice: 1, currency: EUR, maxUsers: 1 }]
`);
  files.set('config/errors.yaml', 'fallback: ALL_OK\ncodes:\n  - { code: ALL_OK, status: 200 }\n  - { code: NOT_FOUND, status: 404 }\n');
  files.set('config/routes/shell.yaml', `routes:
  - { id: home, path: home, page: HomePage, index: false }
  - { id: auth-login, path: auth/login, page: LoginPage, public: true, index: false }
`);

  const routeTexts: string[] = Array.from({ length: SECTIONS }, (_, s) => `section: ${section(s)}\nroutes:\n`);
  const routeIds = ['home', 'auth-login'];
  for (let i = 0; i < routes - 2; i++) {
    const s = i % SECTIONS;
    const u = Math.floor(i / SECTIONS) % SUB_SECTIONS;
    const g = Math.floor(i / (SECTIONS * SUB_SECTIONS)) % GROUPS;
    const id = `route-${i}`;
    const plugins = i % 10 === 0 ? `, plugins: [${plugin(i % PLUGINS)}]` : '';
    routeTexts[s] += `  - id: ${id}
    path: section-${s}/${id}
    page: ModulePage
    permissions: { features: [${feature(i % (FEATURES - PLUGINS))}]${plugins} }
    index: { subSection: ${subSection(s, u)}, group: ${group(s, u, g)} }
`;
    routeIds.push(id);
  }
  routeTexts.forEach((text, s) => files.set(`config/routes/section-${String(s).padStart(2, '0')}.yaml`, text));

  for (const lang of LANGUAGES) {
    // Everything but the routes as one object (so the engine's keys, which
    // share top-level keys such as onboarding, merge in), then the routes as text.
    const texts: Record<string, unknown> = {};
    const put = (key: string, value: unknown) => {
      const parts = key.split('.');
      let node = texts;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[parts[parts.length - 1]] = value;
    };
    for (const key of REQUIRED_UI_KEYS) put(key, `Text of ${key} with {{max}} (${lang})`);
    for (let s = 0; s < SECTIONS; s++) {
      put(`index.${section(s)}`, `Section ${s} (${lang})`);
      for (let u = 0; u < SUB_SECTIONS; u++) {
        put(`index.${subSection(s, u)}`, `Sub-section ${s}.${u} (${lang})`);
        for (let g = 0; g < GROUPS; g++) put(`index.${group(s, u, g)}`, `Group ${s}.${u}.${g} (${lang})`);
      }
    }
    for (const key of ['superAdmin', 'admin', 'planner', 'viewer']) put(`roles.${key}`, `Role ${key} (${lang})`);
    for (let f = 0; f < FEATURES; f++) put(`features.${feature(f)}`, `Feature ${f} (${lang})`);
    for (let p = 0; p < PLUGINS; p++) {
      put(`plugins.${plugin(p)}.name`, `Plugin ${p} (${lang})`);
      put(`plugins.${plugin(p)}.description`, `Does ${p} (${lang})`);
    }
    for (const category of ['planning', 'supply', 'analytics']) put(`pluginCategories.${category}`, `${category} (${lang})`);
    for (const step of ['welcome', 'finalize']) {
      put(`onboarding.steps.${step}.title`, `${step} (${lang})`);
      put(`onboarding.steps.${step}.subtitle`, `About ${step} (${lang})`);
    }
    for (const id of ['start', 'setup']) put(`onboarding.groups.${id}`, `${id} (${lang})`);
    put('onboarding.plans.basic', `Basic (${lang})`);
    for (const code of ['ALL_OK', 'NOT_FOUND']) put(`errorHeaders.${code}`, `${code} (${lang})`);
    let t = stringify(texts);
    t += 'routes:\n';
    for (const id of routeIds) {
      t += `  ${id}:\n    title: Page ${id} (${lang})\n    description: What page ${id} is for, in a sentence (${lang}).\n    keywords: [${id}, planning ${lang}, report]\n`;
    }
    files.set(`config/i18n/${lang}.yaml`, t);
  }
  // Each file starts with its schema modeline, as config:check demands.
  for (const [file, text] of files) files.set(file, `${expectedModeline(file, kindOf(file))}\n${text}`);
  return files;
}

function kindOf(file: string): SchemaKind {
  if (file.startsWith('config/routes/')) return 'routes';
  if (file.startsWith('config/i18n/')) return 'i18n';
  return file.slice('config/'.length, -'.yaml'.length) as SchemaKind;
}

export const SYNTHETIC_PAGES = ['HomePage', 'LoginPage', 'ModulePage'];
