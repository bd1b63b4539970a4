// The public pages' frame: a brand panel on the left, the form on the right
// with a language switcher. The language chosen here is kept in localStorage
// for the next visit; once signed in, the user's own Language rules. Loaded
// lazily by the route table: a signed-in first load never draws it.
import { Group, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { configAtom, toastIdsAtom, writeStored } from '../state';
import { useShell } from './context';
import { AUTH_LANGUAGE_KEY } from './auth-language';
import { LanguageSwitcher } from './LanguageSwitcher';

// Alerts raised while signed out (session expired, a language file that failed to load).
const LogToasts = lazy(() => import('./layout/LogToasts').then((m) => ({ default: m.LogToasts })));

function Illustration() {
  return (
    <svg viewBox="0 0 420 260" width="100%" style={{ maxWidth: 420 }} aria-hidden focusable="false">
      <g fill="rgba(255,255,255,0.16)">
        <rect x="20" y="150" width="46" height="90" rx="6" />
        <rect x="84" y="120" width="46" height="120" rx="6" />
        <rect x="148" y="160" width="46" height="80" rx="6" />
        <rect x="212" y="90" width="46" height="150" rx="6" />
        <rect x="276" y="110" width="46" height="130" rx="6" />
        <rect x="340" y="60" width="46" height="180" rx="6" />
      </g>
      <path d="M20 140 C 90 90, 140 150, 210 100 S 330 60, 400 40" fill="none" stroke="#ffd43b" strokeWidth="5" strokeLinecap="round" />
      <path d="M20 170 C 90 130, 150 180, 220 140 S 330 110, 400 90" fill="none" stroke="rgba(255,255,255,0.7)" strokeWidth="3" strokeDasharray="10 8" strokeLinecap="round" />
      <circle cx="400" cy="40" r="8" fill="#ffd43b" />
    </svg>
  );
}

export function AuthLayout() {
  const { assets, controller } = useShell();
  const config = useAtomValue(configAtom);
  const year = new Date().getFullYear();
  const hasToasts = useAtomValue(toastIdsAtom).length > 0;
  return (
    <div className="shell-auth">
      <aside className="shell-auth-aside">
        <Group gap="sm">
          <img src={assets.logo} alt="" width={40} height={40} />
          <Text fw={700} size="xl" c="white">{config.app.productName}</Text>
        </Group>
        <div>
          <Illustration />
        </div>
        <Text size="sm" c="rgba(255,255,255,0.75)">© {year} {config.app.productName}</Text>
      </aside>
      <main className="shell-auth-main" id="main">
        <Group justify="flex-end">
          <LanguageSwitcher
            onChange={(lang) => {
              writeStored(AUTH_LANGUAGE_KEY, lang);
              void controller.applyLanguage(lang);
            }}
          />
        </Group>
        <div className="shell-auth-form">
          <Outlet />
        </div>
      </main>
      {hasToasts && <Suspense fallback={null}><LogToasts /></Suspense>}
    </div>
  );
}
