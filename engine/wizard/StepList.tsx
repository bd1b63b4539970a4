// The left side of the wizard: the steps by group, each with its number,
// title, subtitle and state (done, open or locked). Locked steps stay in the
// tab order and say why they are locked; choosing one does nothing.
import { Tooltip } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translationKeys } from '../config/compiled';
import type { OnboardingGroup } from '../config/types.generated';
import { isGroupUnlocked, type Onboarding, type StepView } from '../onboarding';

export interface StepListProps {
  onboarding: Onboarding;
  groups: readonly OnboardingGroup[];
  views: readonly StepView[];
  completed: readonly number[];
  selected: number;
  onSelect(status: number): void;
}

const STATE_KEY = { done: 'onboarding.wizard.stepDone', open: 'onboarding.wizard.stepOpen', locked: 'onboarding.wizard.stepLocked' } as const;

export function StepList({ onboarding, groups, views, completed, selected, onSelect }: StepListProps) {
  const { t } = useTranslation();
  return (
    <div className="wizard-step-groups">
      {groups.map((group) => {
        const steps = views.filter((v) => v.step.group === group.id);
        if (steps.length === 0) return null;
        const unlocked = isGroupUnlocked(onboarding, group.id, completed);
        const headingId = `wizard-group-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId} className="wizard-step-group" data-group={group.id} data-unlocked={unlocked}>
            <h2 id={headingId} className="wizard-group-title">
              {!unlocked && <IconLock size={14} aria-hidden />}
              {t(translationKeys.onboardingGroup(group.id))}
            </h2>
            {!unlocked && <p className="wizard-group-hint">{t('onboarding.wizard.groupLocked')}</p>}
            <ol className="wizard-step-list">
              {steps.map((view) => {
                const current = view.status === selected;
                const state = t(STATE_KEY[view.state]);
                const button = (
                  <button
                    type="button"
                    className="wizard-step"
                    data-state={view.state}
                    data-step={view.status}
                    data-current={current || undefined}
                    aria-current={current ? 'step' : undefined}
                    aria-disabled={view.selectable ? undefined : true}
                    aria-describedby={view.selectable ? undefined : `wizard-step-${view.status}-locked`}
                    onClick={() => view.selectable && onSelect(view.status)}
                  >
                    <span className="wizard-step-marker" aria-hidden>
                      {view.state === 'done' ? <IconCheck size={16} stroke={3} /> : view.state === 'locked' ? <IconLock size={14} /> : view.status}
                    </span>
                    <span className="wizard-step-text">
                      <span className="wizard-step-title">{t(translationKeys.stepTitle(view.step.key))}</span>
                      <span className="wizard-step-subtitle">{t(translationKeys.stepSubtitle(view.step.key))}</span>
                    </span>
                    <span className="visually-hidden">, {t('onboarding.wizard.stepNumber', { number: view.status })}, {state}</span>
                    <span className={`wizard-step-state wizard-step-state-${view.state}`} aria-hidden>{view.state === 'open' && !current ? state : ''}</span>
                  </button>
                );
                return (
                  <li key={view.status}>
                    {view.selectable ? (
                      button
                    ) : (
                      <Tooltip label={t(unlocked ? 'onboarding.wizard.stepLockedHint' : 'onboarding.wizard.groupLocked')} position="right">
                        {button}
                      </Tooltip>
                    )}
                    {!view.selectable && (
                      <span id={`wizard-step-${view.status}-locked`} className="visually-hidden">
                        {t(unlocked ? 'onboarding.wizard.stepLockedHint' : 'onboarding.wizard.groupLocked')}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
