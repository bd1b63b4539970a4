// Reads config/ as it was at a git revision, into the loader's file map, so
// config:diff compiles old and new with the very same loader.
import { execFileSync } from 'node:child_process';
import { CONFIG_DIR } from './files.ts';

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });

export function readConfigAtRevision(root: string, rev: string): Map<string, string> {
  let names: string[];
  try {
    names = git(root, ['ls-tree', '-r', '--name-only', rev, '--', `${CONFIG_DIR}/`]).split('\n').filter((n) => n.endsWith('.yaml'));
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`cannot read ${CONFIG_DIR}/ at revision "${rev}": ${stderr || (error as Error).message}`, { cause: error });
  }
  return new Map(names.sort().map((name) => [name, git(root, ['show', `${rev}:${name}`])]));
}
