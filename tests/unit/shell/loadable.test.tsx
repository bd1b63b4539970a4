// @vitest-environment happy-dom
// A chunk's component renders in the same commit once its code has arrived
// (React.lazy would show the fallback first, and React holds the reveal back
// up to 300 ms); before that it waits in Suspense as React.lazy does, and a
// failed download is asked again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chunk } from '../../../engine/shell/chunk';
import { loadable } from '../../../engine/shell/loadable';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;
const view = (Component: React.ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>waiting</p>}><Component name="Ada" /></Suspense>
);

describe('loadable', () => {
  it('renders an arrived chunk at once, with no fallback', async () => {
    const source = chunk(() => Promise.resolve({ default: Hello }));
    await source.load();
    const Component = loadable(source);
    render(view(Component));
    // Synchronously: no act flush, no fallback.
    expect(screen.getByText('hello Ada')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('waits in Suspense for a chunk not yet here, then renders it', async () => {
    let arrive!: (m: { default: typeof Hello }) => void;
    const source = chunk(() => new Promise<{ default: typeof Hello }>((resolve) => { arrive = resolve; }));
    const Component = loadable(source);
    render(view(Component));
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(source.arrived()).toBeUndefined();
    await act(async () => { arrive({ default: Hello }); });
    expect(await screen.findByText('hello Ada')).toBeTruthy();
    expect(source.arrived()?.default).toBe(Hello);
  });

  it('asks once, and again after a failed download', async () => {
    let calls = 0;
    const source = chunk(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Hello })));
    await expect(source.load()).rejects.toThrow('offline');
    await source.load();
    await source.load();
    expect(calls).toBe(2);
  });
});
