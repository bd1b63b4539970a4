// The help speed-dial, on every step: a round button that unfolds four
// actions (chat, video call, phone, e-mail), each appearing
// app.onboardingUi.speedDialTransitionDelay ms after the previous one.
// Keyboard: Enter, Space or ArrowUp opens it on its first action; ArrowUp and
// ArrowDown move, Home and End jump, Escape closes it and returns to the button.
import { useClickOutside } from '@mantine/hooks';
import { IconHelp, IconMail, IconMessageCircle, IconPhone, IconVideo, IconX, type Icon } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { configAtom } from '../state';
import { useOnboardingHelp } from './help';

/** Fade of one action (wizard.css). */
const FADE_MS = 160;

interface Action { key: 'chat' | 'videoCall' | 'phone' | 'email'; icon: Icon; run(): void }

export function HelpSpeedDial() {
  const { t } = useTranslation();
  const help = useOnboardingHelp();
  const delay = useAtomValue(configAtom).app.onboardingUi.speedDialTransitionDelay;
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const root = useClickOutside<HTMLDivElement>(() => setOpened(false));

  const actions: Action[] = [
    { key: 'chat', icon: IconMessageCircle, run: () => help.openChat('speedDial') },
    { key: 'videoCall', icon: IconVideo, run: () => help.openBooking('videoCall', 'speedDial') },
    { key: 'phone', icon: IconPhone, run: () => help.openBooking('phone', 'speedDial') },
    { key: 'email', icon: IconMail, run: () => help.openBooking('email', 'speedDial') },
  ];

  const focusItem = (index: number) => {
    const n = actions.length;
    // Wait for the list to become visible before focusing into it.
    requestAnimationFrame(() => items.current[((index % n) + n) % n]?.focus());
  };

  const open = (focusIndex?: number) => {
    setOpened(true);
    if (focusIndex !== undefined) focusItem(focusIndex);
  };

  const close = (returnFocus: boolean) => {
    setOpened(false);
    if (returnFocus) trigger.current?.focus();
  };

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (opened) close(true);
      else open(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(0);
    } else if (event.key === 'ArrowDown' && opened) {
      event.preventDefault();
      focusItem(actions.length - 1);
    } else if (event.key === 'Escape' && opened) {
      event.preventDefault();
      close(true);
    }
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowUp: index + 1, ArrowDown: index - 1, Home: 0, End: actions.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpened(false);
    }
  }

  return (
    <div className="wizard-speed-dial" ref={root} data-open={opened} data-testid="help-speed-dial">
      <ul id="wizard-help-actions" className="wizard-speed-dial-actions" role="menu" aria-label={t('onboarding.help.title')}>
        {actions.map((action, index) => {
          const Icon = action.icon;
          // The first action appears first (nearest the button) and leaves last. The delays
          // are of opacity, transform and visibility: an action is focusable at once when
          // opening, and hidden only after it has faded when closing.
          const wait = (opened ? index : actions.length - 1 - index) * delay;
          const style = { transitionDelay: `${wait}ms, ${wait}ms, ${opened ? 0 : wait + FADE_MS}ms` } as CSSProperties;
          return (
            <li key={action.key} role="none" style={style} className="wizard-speed-dial-item">
              <button
                ref={(el) => { items.current[index] = el; }}
                type="button"
                role="menuitem"
                tabIndex={opened ? 0 : -1}
                className="wizard-speed-dial-action"
                data-testid={`help-${action.key}`}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                onClick={() => {
                  setOpened(false);
                  action.run();
                }}
              >
                <span className="wizard-speed-dial-label">{t(`onboarding.help.${action.key}`)}</span>
                <span className="wizard-speed-dial-icon" aria-hidden><Icon size={20} /></span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        ref={trigger}
        type="button"
        className="wizard-speed-dial-trigger"
        aria-label={t('onboarding.help.title')}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls="wizard-help-actions"
        data-testid="help-trigger"
        onKeyDown={onTriggerKeyDown}
        onClick={(event) => {
          // Keyboard activation is handled in onKeyDown (it also moves focus).
          if (event.detail === 0) return;
          if (opened) close(false);
          else open();
        }}
      >
        {opened ? <IconX size={26} aria-hidden /> : <IconHelp size={28} aria-hidden />}
      </button>
    </div>
  );
}
