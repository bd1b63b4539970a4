export { createSessionController } from './controller';
export type { ExpireReason, SessionController, SessionControllerOptions } from './controller';
export { isTokenExpired, tokenExpiry } from './token';
export { createSessionChannel, parseSessionMessage } from './channel';
export type { ChannelConstructor, ChannelLike, SessionChannel, SessionMessage } from './channel';
