import { describe, expect, it, vi } from 'vitest';
import { createEventBus, onboardingEvents, type HelpEvent } from '../../../engine/wizard/events';

type Events = { chat: HelpEvent; email: HelpEvent; count: number };

describe('createEventBus', () => {
  it('calls every handler of a type with the payload, and only of that type', () => {
    const bus = createEventBus<Events>();
    const chat = vi.fn();
    const chat2 = vi.fn();
    const email = vi.fn();
    bus.on('chat', chat);
    bus.on('chat', chat2);
    bus.on('email', email);
    bus.emit('chat', { step: 3, source: 'speedDial' });
    expect(chat).toHaveBeenCalledWith({ step: 3, source: 'speedDial' });
    expect(chat2).toHaveBeenCalledOnce();
    expect(email).not.toHaveBeenCalled();
  });

  it('on() returns the unsubscribe function; off() removes a handler', () => {
    const bus = createEventBus<Events>();
    const a = vi.fn();
    const b = vi.fn();
    const offA = bus.on('count', a);
    bus.on('count', b);
    offA();
    bus.off('count', b);
    bus.emit('count', 1);
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
    expect(bus.listenerCount('count')).toBe(0);
  });

  it('once() handles one event only, and does not make the next handler miss it', () => {
    const bus = createEventBus<Events>();
    const first = vi.fn();
    const second = vi.fn();
    bus.once('count', first);
    bus.on('count', second);
    bus.emit('count', 1);
    bus.emit('count', 2);
    expect(first.mock.calls).toEqual([[1]]);
    expect(second.mock.calls).toEqual([[1], [2]]);
  });

  it('a handler that throws does not stop the others; the error goes to onError', () => {
    const onError = vi.fn();
    const bus = createEventBus<Events>(onError);
    const after = vi.fn();
    bus.on('count', () => { throw new Error('boom'); });
    bus.on('count', after);
    expect(() => bus.emit('count', 7)).not.toThrow();
    expect(after).toHaveBeenCalledWith(7);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), 'count');
  });

  it('subscribing the same handler twice calls it once; an event nobody listens to is fine', () => {
    const bus = createEventBus<Events>();
    const h = vi.fn();
    bus.on('count', h);
    bus.on('count', h);
    bus.emit('count', 1);
    bus.emit('chat', { step: 1, source: 'welcome' });
    expect(h).toHaveBeenCalledOnce();
    expect(bus.listenerCount()).toBe(1);
    bus.clear();
    expect(bus.listenerCount()).toBe(0);
  });

  it('onboardingEvents is the shared bus of the wizard (chat and email)', () => {
    const seen: string[] = [];
    const offChat = onboardingEvents.on('chat', (e) => seen.push(`chat@${e.step}/${e.source}`));
    const offEmail = onboardingEvents.on('email', (e) => seen.push(`email@${e.step}/${e.source}`));
    onboardingEvents.emit('chat', { step: 2, source: 'welcome' });
    onboardingEvents.emit('email', { step: 5, source: 'speedDial' });
    offChat();
    offEmail();
    onboardingEvents.emit('chat', { step: 9, source: 'dialog' });
    expect(seen).toEqual(['chat@2/welcome', 'email@5/speedDial']);
  });
});
