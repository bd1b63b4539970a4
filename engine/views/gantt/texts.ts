// How the Gantt views say times: a moment or a day in the user's language,
// a duration in days, hours and minutes (the largest two units).
import type { TFunction } from 'i18next';
import { MINUTES_PER_DAY } from '../../time/calendar';

/** 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DD' as the user reads it (plant time: no time zone shift). */
export function momentLabel(text: string | null | undefined, locale: string): string {
  if (!text) return '';
  const [day, time] = text.split('T');
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime())) return text;
  const dayText = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', ...(time ? { weekday: 'short' } : { year: 'numeric' }) }).format(date);
  return time ? `${dayText} ${time}` : dayText;
}

/** 3,125 minutes -> '2 d 4 h'; under an hour in minutes. */
export function durationLabel(minutes: number, t: TFunction): string {
  const total = Math.round(Math.abs(minutes));
  const days = Math.floor(total / MINUTES_PER_DAY);
  const hours = Math.floor((total % MINUTES_PER_DAY) / 60);
  const mins = total % 60;
  const parts: string[] = [];
  if (days) parts.push(t('gantt.duration.days', { count: days }));
  if (hours && parts.length < 2) parts.push(t('gantt.duration.hours', { count: hours }));
  if (mins && parts.length === 0) parts.push(t('gantt.duration.minutes', { count: mins }));
  return parts.join(' ') || t('gantt.duration.minutes', { count: 0 });
}
