// Step 9, the S&OP cycle: how often the company meets, when, and over which
// horizon (the frozen months inside it).
import type { FastifyInstance } from 'fastify';
import type { SopCycle } from '../../../engine/http/api-contract';
import { callerOf } from '../../plugins/authenticate';
import * as steps from '../../data/onboarding-steps';
import { ApiError } from '../../errors/api-error';
import { responses } from '../../schemas/envelope';
import { cycleSchema, nullable, toCycle } from './shapes';
import { stillOnboarding, tags } from './shared';

export async function cycleRoutes(app: FastifyInstance) {
  const { db } = app.services;

  app.get(
    '/onboarding/cycle',
    { config: { access: { feature: 'SOP_MEETINGS', level: 'read' } }, schema: { tags, summary: "The company's S&OP cycle (null until saved).", response: responses(nullable(cycleSchema)) } },
    async (request) => {
      const row = await steps.getCycle(db, callerOf(request).companyId);
      return { ok: true, data: row ? toCycle(row) : null };
    },
  );

  app.put<{ Body: SopCycle }>(
    '/onboarding/cycle',
    {
      config: { access: { feature: 'SOP_MEETINGS', level: 'write' } },
      schema: {
        tags,
        summary: 'Save the S&OP cycle. Weekly and biweekly cycles meet every MeetingWeekday (MeetingWeek is ignored); monthly and quarterly ones on the MeetingWeek-th (5 = last) MeetingWeekday. FrozenMonths must be below HorizonMonths.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['Frequency', 'MeetingWeekday', 'HorizonMonths', 'FrozenMonths'],
          properties: {
            Frequency: { type: 'string', enum: ['weekly', 'biweekly', 'monthly', 'quarterly'] },
            MeetingWeekday: { type: 'integer', minimum: 1, maximum: 7 },
            MeetingWeek: { type: ['integer', 'null'], minimum: 1, maximum: 5 },
            HorizonMonths: { type: 'integer', minimum: 3, maximum: 36 },
            FrozenMonths: { type: 'integer', minimum: 0, maximum: 6 },
          },
        },
        response: responses(cycleSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const c = request.body;
      const monthly = c.Frequency === 'monthly' || c.Frequency === 'quarterly';
      if (monthly && (c.MeetingWeek === null || c.MeetingWeek === undefined)) {
        throw new ApiError('VALIDATION_ERROR', 'MeetingWeek is required for monthly and quarterly cycles', 'MeetingWeek');
      }
      if (c.FrozenMonths >= c.HorizonMonths) throw new ApiError('VALIDATION_ERROR', 'FrozenMonths must be shorter than HorizonMonths', 'FrozenMonths');
      const row = await steps.saveCycle(db, caller.companyId, {
        frequency: c.Frequency, meetingWeekday: c.MeetingWeekday, meetingWeek: monthly ? c.MeetingWeek! : null, horizonMonths: c.HorizonMonths, frozenMonths: c.FrozenMonths,
      });
      return { ok: true, data: toCycle(row) };
    },
  );
}
