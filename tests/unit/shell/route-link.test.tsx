// @vitest-environment happy-dom
// RouteLink asks the session's "can open this URL" rule: a link to a page the
// user may open renders, one to a refused or unknown page renders its fallback.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../engine/config/compiled';
import type { Profile } from '../../../engine/http/api-contract';
import { activePluginsAtom, configAtom, profileAtom, restrictionsAtom } from '../../../engine/state';
import { RouteLink } from '../../../src/components/RouteLink';
import { config } from '../navigation/fixtures';

afterEach(cleanup);

function renderAs(roles: number[], restricted: Record<string, boolean> = {}, plugins: string[] = []) {
  const store = createStore();
  store.set(configAtom, config as unknown as CompiledConfig);
  store.set(profileAtom, { Roles: roles } as unknown as Profile);
  store.set(activePluginsAtom, plugins);
  store.set(restrictionsAtom, restricted);
  render(
    <JotaiProvider store={store}>
      <MantineProvider env="test">
        <MemoryRouter>
          <RouteLink to="/forecasts/review" data-testid="review">Review</RouteLink>
          <RouteLink to="/manager" fallback={<span>Manager (closed)</span>}>Manager</RouteLink>
          <RouteLink to="/no/such/page">Nowhere</RouteLink>
        </MemoryRouter>
      </MantineProvider>
    </JotaiProvider>,
  );
}

describe('RouteLink', () => {
  it('shows the links the planner may follow and the fallback for the others', () => {
    renderAs([2]);
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/forecasts/review');
    expect(screen.getByTestId('review')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manager' })).toBeNull();
    expect(screen.getByText('Manager (closed)')).toBeTruthy();
    expect(screen.queryByText('Nowhere')).toBeNull();
  });

  it('shows the manager link to an administrator', () => {
    renderAs([0]);
    expect(screen.getByRole('link', { name: 'Manager' }).getAttribute('href')).toBe('/manager');
    expect(screen.queryByText('Manager (closed)')).toBeNull();
  });

  it('hides a link whose feature is restricted for the user while CUSTOM_ROLES is active', () => {
    renderAs([2], { FORECASTS: true }, ['CUSTOM_ROLES']);
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull();
  });
});
