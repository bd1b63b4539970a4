// The wizard numbers its steps 1..N and computes progress from those numbers
// (the current step is 1 + the highest completed one), so a gap or a repeat
// would strand users. Exactly one step finalises, and it comes last.
import { didYouMean } from '../did-you-mean.ts';
import { SINGLE_FILES } from '../files.ts';
import { forEachDuplicate, reporter, type Rule } from './rule.ts';

export const onboardingSteps: Rule = (model, at) => {
  const r = reporter(at);
  const file = SINGLE_FILES.onboarding;
  const { steps, groups } = model.config.onboarding;

  forEachDuplicate(steps, (s) => s.status, (i, first) => {
    r.report(file, ['steps', i, 'status'], 'duplicate-step',
      `duplicate step number ${steps[i].status}; step "${steps[first].key}" already has it at ${r.where(file, ['steps', first, 'status'])}`);
  });
  forEachDuplicate(steps, (s) => s.key, (i, first) => {
    r.report(file, ['steps', i, 'key'], 'duplicate-step-key',
      `duplicate step key "${steps[i].key}"; already used at ${r.where(file, ['steps', first, 'key'])}`);
  });
  forEachDuplicate(groups, (g) => g.id, (i, first) => {
    r.report(file, ['groups', i, 'id'], 'duplicate-onboarding-group',
      `duplicate onboarding group "${groups[i].id}"; already declared at ${r.where(file, ['groups', first, 'id'])}`);
  });

  // 1..N without gaps: every number up to the count must be used.
  const used = new Set(steps.map((s) => s.status));
  const missing: number[] = [];
  for (let n = 1; n <= steps.length; n++) if (!used.has(n)) missing.push(n);
  steps.forEach((step, i) => {
    if (step.status > steps.length) {
      r.report(file, ['steps', i, 'status'], 'step-numbering',
        `step number ${step.status} is beyond the ${steps.length} steps; steps are numbered 1..${steps.length} without gaps (missing: ${missing.join(', ')})`);
    }
  });

  const groupIds = groups.map((g) => g.id);
  steps.forEach((step, i) => {
    if (!groupIds.includes(step.group)) {
      r.report(file, ['steps', i, 'group'], 'unknown-onboarding-group',
        `unknown onboarding group "${step.group}"; expected one of: ${groupIds.join(', ')}${didYouMean(step.group, groupIds)}`);
    }
  });
  // initial is the group's order in the wizard (0 first), as engine/onboarding reads it.
  const seenInitial = new Set<number>();
  groups.forEach((group, i) => {
    if (group.initial >= groups.length || seenInitial.has(group.initial)) {
      r.report(file, ['groups', i, 'initial'], 'onboarding-group-initial',
        `initial ${group.initial} of group "${group.id}" must be its order: a distinct number from 0 to ${groups.length - 1}`);
    }
    seenInitial.add(group.initial);
  });

  const finals = steps.map((s, i) => ({ s, i })).filter(({ s }) => s.final);
  const last = Math.max(...steps.map((s) => s.status));
  if (finals.length === 0) {
    r.report(file, ['steps'], 'final-step', 'no final step; mark the last step with final: true');
  }
  finals.slice(1).forEach(({ i }) => {
    r.report(file, ['steps', i, 'final'], 'final-step',
      `more than one final step; step "${finals[0].s.key}" is already final at ${r.where(file, ['steps', finals[0].i, 'final'])}`);
  });
  if (finals.length > 0 && finals[0].s.status !== last) {
    r.report(file, ['steps', finals[0].i, 'final'], 'final-step',
      `the final step must be the last one (number ${last}), but step "${finals[0].s.key}" is number ${finals[0].s.status}`);
  }
  return r.problems;
};
