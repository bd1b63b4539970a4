// Vitest globalSetup of the API projects: compiles config/ into build/ once
// per run (files are rewritten only when they change), as `npm start` does
// before the server starts, so every server of the tests, in process or
// spawned (tests/api/reliability), reads the compiled config of this tree.
import { buildConfig } from '../../../scripts/config/build';
import { describeProblems } from '../../../scripts/config/load';

export default async function setup(): Promise<void> {
  const { load } = await buildConfig({ root: process.cwd(), types: false });
  if (!load.config) throw new Error(describeProblems(load.problems));
}
