// How a log level looks. Shared by the toasts and the bell's drawer.
import type { LogLevel } from '../../http';

export const LOG_COLORS: Record<LogLevel, string> = {
  'http-error': 'red',
  error: 'red',
  warning: 'orange',
  info: 'brand',
};
