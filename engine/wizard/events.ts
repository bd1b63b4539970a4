// A tiny typed event bus. The onboarding help channels emit on
// `onboardingEvents` (specification: "chat and e-mail emit events"), so the
// product can subscribe (analytics, a CRM, a support tool) without the wizard
// knowing about it:
//
//   const off = onboardingEvents.on('chat', ({ step, source }) => track('chat', step, source));
//
// A handler that throws never stops the other handlers or the wizard; the
// error goes to the bus's onError (console.error by default).

export type EventMap = Record<string, unknown>;
export type Handler<P> = (payload: P) => void;

export interface EventBus<E extends EventMap> {
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof E>(type: K, handler: Handler<E[K]>): () => void;
  /** Handles the next event of this type only. */
  once<K extends keyof E>(type: K, handler: Handler<E[K]>): () => void;
  off<K extends keyof E>(type: K, handler: Handler<E[K]>): void;
  emit<K extends keyof E>(type: K, payload: E[K]): void;
  /** Number of handlers of a type (or of every type). */
  listenerCount(type?: keyof E): number;
  clear(): void;
}

export function createEventBus<E extends EventMap>(onError: (error: unknown, type: keyof E) => void = (error) => console.error(error)): EventBus<E> {
  const handlers = new Map<keyof E, Set<Handler<never>>>();

  const bus: EventBus<E> = {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler as Handler<never>);
      return () => bus.off(type, handler);
    },
    once(type, handler) {
      const wrapper: Handler<E[typeof type]> = (payload) => {
        bus.off(type, wrapper);
        handler(payload);
      };
      return bus.on(type, wrapper);
    },
    off(type, handler) {
      handlers.get(type)?.delete(handler as Handler<never>);
    },
    emit(type, payload) {
      // A copy: a handler that unsubscribes (once) does not skip the next one.
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as Handler<E[typeof type]>)(payload);
        } catch (error) {
          onError(error, type);
        }
      }
    },
    listenerCount(type) {
      if (type !== undefined) return handlers.get(type)?.size ?? 0;
      let total = 0;
      for (const set of handlers.values()) total += set.size;
      return total;
    },
    clear() {
      handlers.clear();
    },
  };
  return bus;
}

/** Where a help channel was used from. */
export type HelpSource = 'welcome' | 'speedDial' | 'dialog';

export interface HelpEvent {
  /** Step shown when the channel was used. */
  step: number;
  source: HelpSource;
}

export interface OnboardingEvents extends EventMap {
  /** The chat was opened. */
  chat: HelpEvent;
  /** The e-mail channel was used. */
  email: HelpEvent;
}

/** The onboarding wizard's events; the product subscribes with onboardingEvents.on(...). */
export const onboardingEvents: EventBus<OnboardingEvents> = createEventBus<OnboardingEvents>();
