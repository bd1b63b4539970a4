// Keeps every tab of one browser in agreement: logging out in one logs out
// all, and a refreshed token reaches the others so they do not expire on an
// old one. BroadcastChannel is injected (absent in old browsers and in tests),
// and never echoes a message back to the tab that sent it.

export type SessionMessage = { type: 'logout' } | { type: 'token'; token: string };

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
export type ChannelConstructor = new (name: string) => ChannelLike;

export interface SessionChannel {
  postLogout(): void;
  postToken(token: string): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: SessionMessage) => void): () => void;
  close(): void;
}

/** Another tab's message, checked: any page script can post on a channel name. */
export function parseSessionMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, token } = data as { type?: unknown; token?: unknown };
  if (type === 'logout') return { type: 'logout' };
  if (type === 'token' && typeof token === 'string' && token !== '') return { type: 'token', token };
  return null;
}

export function createSessionChannel(name: string, Channel?: ChannelConstructor | null): SessionChannel {
  if (!Channel) {
    // One tab only: nothing to keep in sync.
    return { postLogout() {}, postToken() {}, subscribe: () => () => {}, close() {} };
  }
  const channel = new Channel(name);
  const listeners = new Set<(event: { data: unknown }) => void>();
  let closed = false;
  const post = (message: SessionMessage) => { if (!closed) channel.postMessage(message); };

  return {
    postLogout: () => post({ type: 'logout' }),
    postToken: (token) => post({ type: 'token', token }),
    subscribe(listener) {
      const onMessage = (event: { data: unknown }) => {
        const message = parseSessionMessage(event.data);
        if (message) listener(message);
      };
      listeners.add(onMessage);
      channel.addEventListener('message', onMessage);
      return () => {
        listeners.delete(onMessage);
        channel.removeEventListener('message', onMessage);
      };
    },
    close() {
      if (closed) return;
      closed = true;
      for (const l of listeners) channel.removeEventListener('message', l);
      listeners.clear();
      channel.close();
    },
  };
}
