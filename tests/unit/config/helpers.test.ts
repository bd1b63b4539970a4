// The small helpers every message relies on.
import { describe, expect, it } from 'vitest';
import { closestMatch, didYouMean } from '../../../scripts/config/did-you-mean';
import { formatPath, pointerToSegments } from '../../../scripts/config/paths';
import { formatProblem, sortProblems, type ConfigProblem } from '../../../scripts/config/problems';

describe('did-you-mean', () => {
  it('suggests within max(2, length/4) edits, case slips always', () => {
    expect(closestMatch('FORECAST_EDTI', ['FORECAST_EDIT', 'FORECASTS'])).toBe('FORECAST_EDIT');
    expect(closestMatch('forecast_edit', ['FORECAST_EDIT'])).toBe('FORECAST_EDIT');
    expect(closestMatch('menuu', ['menu', 'page'])).toBe('menu');
    expect(closestMatch('BUDGETS', ['FORECASTS', 'SALES'])).toBeUndefined();
    // 16 characters allow 4 edits, not 5.
    expect(closestMatch('ABCDEFGHIJKLMNOP', ['ABCDEFGHIJKLWXYZ'])).toBe('ABCDEFGHIJKLWXYZ');
    expect(closestMatch('ABCDEFGHIJKLMNOP', ['ABCDEFGHIJKVWXYZ'])).toBeUndefined();
    expect(didYouMean('x', [])).toBe('');
  });
});

describe('paths', () => {
  it('formats segments the way problems show them', () => {
    expect(formatPath(['routes', 2, 'permissions', 'features', 1])).toBe('routes[2].permissions.features[1]');
    expect(formatPath(['roles', 0, 'grants', '*'])).toBe('roles[0].grants["*"]');
    expect(formatPath(['routes', 'forecasts-review', 'title'])).toBe('routes.forecasts-review.title');
    expect(formatPath([])).toBe('');
  });

  it('reads ajv instance paths, unescaping ~1 and ~0, numbers only for array items', () => {
    const data = { routes: [{ id: 'a' }], 'a/b~c': { '0': 1 } };
    expect(pointerToSegments('/routes/0/id', data)).toEqual(['routes', 0, 'id']);
    expect(pointerToSegments('/a~1b~0c/0', data)).toEqual(['a/b~c', '0']);
    expect(pointerToSegments('', data)).toEqual([]);
  });
});

describe('problems', () => {
  const p = (file: string, line: number, message: string): ConfigProblem => ({ file, line, column: 1, path: 'x', code: 'c', message });

  it('sorts by file and position and drops exact repeats', () => {
    expect(sortProblems([p('b.yaml', 1, 'm'), p('a.yaml', 9, 'm'), p('a.yaml', 2, 'm'), p('a.yaml', 2, 'm')])).toEqual([
      p('a.yaml', 2, 'm'),
      p('a.yaml', 9, 'm'),
      p('b.yaml', 1, 'm'),
    ]);
  });

  it('formats file:line:column path: message, without a path for whole-file problems', () => {
    expect(formatProblem(p('config/app.yaml', 3, 'bad'))).toBe('config/app.yaml:3:1 x: bad');
    expect(formatProblem({ ...p('config/app.yaml', 1, 'missing file'), path: '' })).toBe('config/app.yaml:1:1 missing file');
  });
});
