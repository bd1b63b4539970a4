// The help channels of the onboarding: one place that opens the chat and the
// booking dialogs and emits the events (onboardingEvents 'chat' and 'email'),
// whether the user came from the speed-dial, the welcome step or a dialog.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { HelpChannel } from '../http/api-contract';
import { onboardingEvents, type HelpSource } from './events';
import type { BookingForm, OnboardingHelp } from './types';

const ChatDialog = lazy(() => import('./ChatDialog'));
const BookingDialog = lazy(() => import('./BookingDialog'));

const HelpContext = createContext<OnboardingHelp | null>(null);

/** The help channels, inside the onboarding wizard. */
export function useOnboardingHelp(): OnboardingHelp {
  const help = useContext(HelpContext);
  if (!help) throw new Error('useOnboardingHelp() outside the onboarding wizard');
  return help;
}

export function HelpProvider({ step, bookingForm, children }: { step: number; bookingForm?: BookingForm; children: ReactNode }) {
  const [chatOpened, setChatOpened] = useState(false);
  const [booking, setBooking] = useState<HelpChannel | null>(null);
  // Each dialog is loaded on its first opening and then kept for its close transition.
  const [mounted, setMounted] = useState({ chat: false, booking: false });

  const openChat = useCallback((source: HelpSource) => {
    onboardingEvents.emit('chat', { step, source });
    setMounted((m) => ({ ...m, chat: true }));
    setBooking(null);
    setChatOpened(true);
  }, [step]);

  const openBooking = useCallback((channel: HelpChannel, source: HelpSource) => {
    if (channel === 'email') onboardingEvents.emit('email', { step, source });
    setMounted((m) => ({ ...m, booking: true }));
    setChatOpened(false);
    setBooking(channel);
  }, [step]);

  const help = useMemo<OnboardingHelp>(() => ({ openChat, openBooking }), [openChat, openBooking]);

  return (
    <HelpContext.Provider value={help}>
      {children}
      <Suspense fallback={null}>
        {mounted.chat && <ChatDialog opened={chatOpened} onClose={() => setChatOpened(false)} />}
        {mounted.booking && <BookingDialog opened={booking !== null} channel={booking ?? 'videoCall'} onClose={() => setBooking(null)} Form={bookingForm} />}
      </Suspense>
    </HelpContext.Provider>
  );
}
