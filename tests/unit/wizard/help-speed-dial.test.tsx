// @vitest-environment happy-dom
// The help speed-dial inside the wizard's help provider: chat and e-mail
// emit onboardingEvents with the step shown; the actions unfold
// app.onboardingUi.speedDialTransitionDelay ms apart; the keyboard works.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompiledConfig } from '../../../engine/config/compiled';
import { ShellContext, type ShellContextValue } from '../../../engine/shell/context';
import { configAtom } from '../../../engine/state';
import { onboardingEvents, type HelpEvent } from '../../../engine/wizard/events';
import { HelpProvider } from '../../../engine/wizard/help';
import { HelpSpeedDial } from '../../../engine/wizard/HelpSpeedDial';

afterEach(cleanup);

const config = {
  app: { onboardingUi: { speedDialTransitionDelay: 80, alertMaxWidth: '40%' }, logs: { copiedIndicatorMs: 1000 } },
  onboarding: { help: { chatWidgetUrl: '', bookingUrl: '', phone: '+34 910 000 000', email: 'help@example.com', welcomeVideo: '/v.webm' } },
  errors: { fallback: 'ALL_OK', codes: [] },
} as unknown as CompiledConfig;

function renderDial(step: number) {
  const store = createStore();
  store.set(configAtom, config);
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } }, react: { useSuspense: false }, initAsync: false });
  const http = { request: vi.fn().mockResolvedValue([]) };
  const shell = { config, http, pages: {}, assets: { logo: '', forbiddenBackgrounds: [] }, controller: {} } as unknown as ShellContextValue;
  return render(
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <ShellContext.Provider value={shell}>
            <HelpProvider step={step}>
              <HelpSpeedDial />
            </HelpProvider>
          </ShellContext.Provider>
        </MantineProvider>
      </I18nextProvider>
    </JotaiProvider>,
  );
}

describe('HelpSpeedDial', () => {
  it('chat and e-mail emit their events with the step; video call and phone do not', async () => {
    const events: Array<[string, HelpEvent]> = [];
    const offChat = onboardingEvents.on('chat', (e) => events.push(['chat', e]));
    const offEmail = onboardingEvents.on('email', (e) => events.push(['email', e]));
    try {
      renderDial(4);
      const user = userEvent.setup();
      for (const action of ['chat', 'videoCall', 'phone', 'email']) {
        await user.click(screen.getByTestId('help-trigger'));
        await user.click(screen.getByTestId(`help-${action}`));
      }
      expect(events).toEqual([
        ['chat', { step: 4, source: 'speedDial' }],
        ['email', { step: 4, source: 'speedDial' }],
      ]);
    } finally {
      offChat();
      offEmail();
    }
  });

  it('unfolds the actions 80 ms apart and folds them back in reverse', async () => {
    renderDial(1);
    const items = () => [...document.querySelectorAll<HTMLElement>('.wizard-speed-dial-item')].map((li) => li.style.transitionDelay.split(',')[0].trim());
    expect(items()).toEqual(['240ms', '160ms', '80ms', '0ms']);
    await userEvent.setup().click(screen.getByTestId('help-trigger'));
    expect(screen.getByTestId('help-trigger').getAttribute('aria-expanded')).toBe('true');
    expect(items()).toEqual(['0ms', '80ms', '160ms', '240ms']);
  });

  it('is keyboard operable: Enter opens on the first action, arrows move, Escape returns to the button', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => { cb(0); return 0; });
    renderDial(1);
    const trigger = screen.getByTestId('help-trigger');
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('help-chat')));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('help-videoCall')));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('help-email')));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    vi.restoreAllMocks();
  });
});
