// Help: calls with the onboarding team requested through the product's
// booking form. The days that can be asked for are product/booking.ts's
// rules, the same the form applies; the server also takes any time between
// 08:00 and 20:00 and at most MAX_OPEN_BOOKINGS open requests per company.
// Allowed after the onboarding too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Booking, BookingBody } from '../../../engine/http/api-contract';
import { BOOKING_WINDOW_DAYS, bookingDateProblem, todayIn, type BookingDateProblem } from '../../../product/booking';
import { isValidTimeZone } from '../../../product/reference';
import { callerOf } from '../../plugins/authenticate';
import * as steps from '../../data/onboarding-steps';
import { ApiError } from '../../errors/api-error';
import { responses, type JsonSchema } from '../../schemas/envelope';
import { tags } from './shared';

/** Most calls a company may have requested and not yet held. */
export const MAX_OPEN_BOOKINGS = 5;

const DATE_PROBLEMS: Record<BookingDateProblem, string> = {
  invalid: 'Date is not a calendar date',
  tooSoon: `Date must be between tomorrow and ${BOOKING_WINDOW_DAYS} days from today`,
  tooLate: `Date must be between tomorrow and ${BOOKING_WINDOW_DAYS} days from today`,
  weekend: 'Date must be a working day (Monday to Friday)',
};

const bookingSchema: JsonSchema = {
  type: 'object',
  required: ['Id', 'Channel', 'Date', 'Time', 'TimeZone', 'Status', 'CreatedAt'],
  properties: {
    Id: { type: 'integer' },
    Channel: { type: 'string' },
    Date: { type: 'string' },
    Time: { type: 'string' },
    TimeZone: { type: 'string' },
    Phone: { type: 'string' },
    Topic: { type: 'string' },
    Status: { type: 'string' },
    CreatedAt: { type: 'string', format: 'date-time' },
  },
};

const toBooking = (row: steps.BookingRow): Booking => ({
  Id: row.id, Channel: row.channel, Date: row.date, Time: row.time, TimeZone: row.timeZone, Status: row.status, CreatedAt: row.createdAt,
  ...(row.phone ? { Phone: row.phone } : {}),
  ...(row.topic ? { Topic: row.topic } : {}),
});

export async function bookingRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.get(
    '/onboarding/bookings',
    { schema: { tags, summary: 'Calls the company requested through the built-in booking form, by date.', response: responses({ type: 'array', items: bookingSchema }) } },
    async (request) => ({ ok: true, data: (await steps.listBookings(db, callerOf(request).companyId)).map(toBooking) }),
  );

  app.post<{ Body: BookingBody }>(
    '/onboarding/bookings',
    {
      schema: {
        tags,
        summary: `Request a call with the onboarding team: a working day within ${BOOKING_WINDOW_DAYS} days, 08:00-20:00 in TimeZone. Phone is required for phone calls. At most ${MAX_OPEN_BOOKINGS} open requests per company.`,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Channel', 'Date', 'Time', 'TimeZone'],
          properties: {
            Channel: { type: 'string', enum: ['videoCall', 'phone', 'email'] },
            Date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a date as YYYY-MM-DD' },
            Time: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'a time as HH:MM' },
            TimeZone: { type: 'string', minLength: 1, maxLength: 64 },
            Phone: { type: 'string', pattern: '^\\+?[0-9 ()-]{6,24}$', description: 'a phone number: digits, spaces, dashes, brackets, an optional leading +' },
            Topic: { type: 'string', maxLength: 1000 },
          },
        },
        response: responses(bookingSchema, 201),
      },
    },
    async (request: FastifyRequest<{ Body: BookingBody }>, reply) => {
      const caller = callerOf(request);
      const b = request.body;
      if (!isValidTimeZone(b.TimeZone)) throw new ApiError('VALIDATION_ERROR', 'TimeZone must be an IANA time zone such as Europe/Madrid', 'TimeZone');
      const problem = bookingDateProblem(b.Date, todayIn(b.TimeZone));
      if (problem) throw new ApiError('VALIDATION_ERROR', DATE_PROBLEMS[problem], 'Date');
      if (b.Time < '08:00' || b.Time > '20:00') throw new ApiError('VALIDATION_ERROR', 'Time must be between 08:00 and 20:00', 'Time');
      const phone = b.Phone?.trim() || null;
      if (b.Channel === 'phone' && !phone) throw new ApiError('VALIDATION_ERROR', 'Phone is required to be called by phone', 'Phone');
      if ((await steps.countOpenBookings(db, caller.companyId)) >= MAX_OPEN_BOOKINGS) {
        throw new ApiError('CONFLICT', `Your company already has ${MAX_OPEN_BOOKINGS} calls requested; we will contact you about them first`);
      }
      const row = await steps.insertBooking(db, caller.companyId, caller.userId, {
        channel: b.Channel, date: b.Date, time: b.Time, timeZone: b.TimeZone, phone, topic: b.Topic?.trim() || null,
      });
      return reply.code(201).send({ ok: true, data: toBooking(row) });
    },
  );
}
