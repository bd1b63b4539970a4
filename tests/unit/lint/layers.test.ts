// The layer table of ARCHITECTURE.md ("Layers") as `npm run lint` enforces
// it (eslint.config.js LAYERS, rule scripts/lint/import-layers.js): each of
// the seven breaks issue 27 found, written again in a file of its layer, is
// refused with the layer's reason; the imports the table allows, and the
// files those breaks were fixed in, pass. Through ESLint's Node API with the
// project's own config, so a rule dropped from the config fails here.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const RULE = 'layers/imports';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
});
// The first lint loads the config and typescript-eslint: seconds on a busy machine.
const SLOW = 60_000;

/** The layer rule's messages for `code` linted as if it were the file `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// file, the import as the break wrote it, the words its refusal must hold
const BREAKS: [string, string, string, RegExp][] = [
  ['1 the server compiles YAML at start-up', 'server/main.ts', "import { loadConfigOrThrow } from '../scripts/config/load';", /^server\/ may not import scripts\/config\/load: .*compiled config/],
  ['1 ... and again for report texts', 'server/reports/texts.ts', "import { loadConfig } from '../../scripts/config/load';", /^server\/ may not import scripts\/config\/load/],
  ['2 the generic import reads product/csv', 'server/data-engine/import/read-csv.ts', "import { parseCsv } from '../../../product/csv';", /^a generic server part may not import product\/csv: /],
  ['3 generic reports import the computations', 'server/reports/service.ts', "import { COMPUTATIONS } from './computed/registry';", /^a generic server part may not import server\/reports\/computed\/registry: .*handed in at start-up/],
  ['3 ... and the grid model too', 'server/grid/model.ts', "import { createComputedRegistry } from '../reports/computed/registry';", /^a generic server part may not import server\/reports\/computed\/registry/],
  ['4 the grid read cache imports supply', 'server/grid/read-cache.ts', "import { readMarks } from '../supply/changes';", /^a generic server part may not import server\/supply\/changes/],
  ['5 the server imports a React view folder', 'server/routes/production.ts', "import type { MoveBody } from '../../engine/views/gantt/schedule-api';", /^server\/ may not import engine\/views\/gantt\/schedule-api: .*no React/],
  ['6 the gantt views import S&OP logic', 'engine/views/gantt/GanttView.tsx', "import { addWorkingMinutes } from '../../../domain/planning/work-calendar';", /^engine\/ may not import domain\/planning\/work-calendar: .*knows nothing of the product/],
  ['6 ... as it was written, S&OP logic inside the engine', 'engine/views/gantt/GanttView.tsx', "import { addWorkingMinutes } from '../../planning/calendar';", /^engine\/ may not import engine\/planning\/calendar/],
  ['7 the config compiler imports a React view folder', 'scripts/config/rules/required-ui-keys.ts', "import { GANTT_KEYS } from '../../../engine/views/gantt/gantt-keys.ts';", /^scripts\/ may not import engine\/views\/gantt\/gantt-keys: .*never its React folders/],
  ['7 ... its other one', 'scripts/config/rules/translation-keys.ts', "import { viewsNeedingNames } from '../../../engine/views/tab-names.ts';", /^scripts\/ may not import engine\/views\/tab-names/],
];

describe('the layer boundaries of npm run lint', () => {
  it.each(BREAKS)('refuses break %s', async (_name, file, code, expected) => {
    const messages = await refusals(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(expected);
  }, SLOW);

  it.each([
    ['a dynamic import', 'server/grid/service.ts', "export const later = () => import('../supply/changes');", /server\/supply\/changes/],
    ['a re-export', 'server/reports/paths.ts', "export * from './computed/supply';", /server\/reports\/computed\/supply/],
    ['React in the server', 'server/routes/grid.ts', "import { useState } from 'react';", /the package "react"/],
    ['the server in the browser app', 'src/pages/x.tsx', "import { readCsv } from '../../server/data-engine/import/read-csv';", /^src\/ may not import server\//],
    ['the product in the engine', 'engine/data/x.ts', "import { parseTable } from '../../product/table';", /^engine\/ may not import product\/table/],
    ['the engine outside engine/time in the domain', 'domain/planning/x.ts', "import { checkValue } from '../../engine/data/field-values';", /^domain\/ may not import engine\/data\/field-values/],
    ['Fastify in the domain', 'domain/planning/x.ts', "import Fastify from 'fastify';", /the package "fastify"/],
    ['React in the product', 'product/x.ts', "import { Button } from '@mantine/core';", /the package "@mantine\/core"/],
  ])('refuses %s', async (_name, file, code, expected) => {
    expect((await refusals(file, code)).join('\n')).toMatch(expected);
  });

  it.each([
    ['the grid read cache: the data engine', 'server/grid/read-cache.ts', "import { tableOf } from '../data-engine/sql';"],
    ['generic reports: the generic registry', 'server/reports/service.ts', "import type { ComputedRegistry } from './computation';"],
    ['a computation: the generic registry', 'server/reports/computed/supply.ts', "import type { Computation } from '../computation';"],
    ['the assembly: a feature', 'server/services.ts', "import { productComputations } from './reports/computed/registry';"],
    ['a feature: the domain and the product', 'server/supply/x.ts', "import { safetyStock } from '../../domain/planning/safety-stock';\nimport { x } from '../../product/purchase-suggestions';"],
    ['the server: the engine pure modules', 'server/routes/production.ts', "import type { MoveBody } from '../../engine/data/schedule-api';"],
    ['the config compiler: engine pure modules', 'scripts/config/rules/required-ui-keys.ts', "import { GANTT_KEYS } from '../../../engine/data/gantt-keys.ts';"],
    ['the domain: the calendar', 'domain/planning/x.ts', "import { addMonths } from '../../engine/time/calendar';"],
    ['the product: the engine and the domain', 'product/x.ts', "import { parseCsv } from '../engine/data/csv';\nimport { lotSize } from '../domain/planning/lot-size';"],
    ['the browser: engine, product, domain', 'src/pages/x.tsx', "import { a } from '../../engine/views/kinds';\nimport { b } from '../../product/booking';\nimport { c } from '../../domain/planning';"],
    ['tests: anything', 'tests/unit/x.test.ts', "import { a } from '../../server/supply/changes';\nimport { b } from '../../engine/views/kinds';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await refusals(file, code)).toEqual([]);
  });

  it('passes the files the seven breaks were fixed in, as they are', async () => {
    const files = ['server/main.ts', 'server/reports/texts.ts', 'server/data-engine/import/read-csv.ts', 'server/reports/service.ts', 'server/grid/model.ts', 'server/grid/read-cache.ts', 'server/routes/production.ts', 'engine/views/gantt/GanttView.tsx', 'scripts/config/rules/required-ui-keys.ts'];
    const results = await eslint.lintFiles(files);
    expect(results).toHaveLength(files.length);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}: ${m.message}`))).toEqual([]);
  }, SLOW);
});
