// The onboarding wizard, rendered from config.onboarding: shown by the shell
// instead of the menu and content while the profile has the OnBoarding flag.
// A 50 px header (app.layout.contentOffsetOnboarding), the steps on the left,
// the selected step's content (from the product's content map) on the right,
// the help speed-dial on every step, and the 'finish content' alert.
import './wizard.css';

import { Alert, Anchor, Button, Group, List, Loader, Modal, Progress, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconFlag, IconLogout, IconRefresh } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Component, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { translationKeys, type LanguageCode } from '../config/compiled';
import { orderedGroups } from '../onboarding';
import { LanguageSwitcher, toUrl, UnsavedChangesGuard, useShell } from '../shell';
import { configAtom, profileAtom } from '../state';
import { HelpProvider } from './help';
import { HelpSpeedDial } from './HelpSpeedDial';
import { StepList } from './StepList';
import type { BookingForm, StepContentMap } from './types';
import { useWizard } from './useWizard';

/** A step content whose code fails to load (a deploy in between) or that throws. */
class ContentBoundary extends Component<{ fallback(retry: () => void): ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

export interface OnboardingWizardProps {
  /** Step content name (onboarding.yaml `content`) -> component. */
  contents: StepContentMap;
  /** The built-in booking form of the help dialogs (usually lazy); none: bookingUrl or the contact links only. */
  bookingForm?: BookingForm;
}

export function OnboardingWizard({ contents, bookingForm }: OnboardingWizardProps) {
  const { t } = useTranslation();
  const { assets, controller } = useShell();
  const config = useAtomValue(configAtom);
  const profile = useAtomValue(profileAtom);
  const navigate = useNavigate();
  const { onboarding } = config;
  const onFinished = useCallback(() => navigate(toUrl(config.app.paths.home), { replace: true }), [navigate, config]);
  const wizard = useWizard(onboarding, onFinished);
  const groups = useMemo(() => orderedGroups(onboarding), [onboarding]);
  // The step that reported unsaved edits: another step shown starts clean.
  const [dirtyStep, setDirtyStep] = useState<number | null>(null);
  const dirty = dirtyStep !== null && dirtyStep === wizard.selected;
  const setDirty = useCallback((value: boolean) => setDirtyStep(value ? wizard.selected : null), [wizard.selected]);
  const [pendingStep, setPendingStep] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const step = onboarding.steps.find((s) => s.status === wizard.selected) ?? onboarding.steps[0];
  const Content = contents[step.content];
  const required = onboarding.steps.filter((s) => !s.final).length;
  const doneCount = required - wizard.missingSteps.length;

  // Leaving a step with unsaved edits asks first (leaving the page too: UnsavedChangesGuard below).
  const select = (status: number) => {
    if (status === wizard.selected) return;
    if (dirty) setPendingStep(status);
    else wizard.select(status);
  };

  // A new step: move focus to its title (not on the first load).
  useEffect(() => {
    if (wizard.load !== 'ready') return;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [wizard.selected, wizard.load]);

  const view = wizard.views.find((v) => v.status === step.status);

  return (
    <HelpProvider step={step.status} bookingForm={bookingForm}>
      <div className="wizard" data-testid="onboarding-wizard">
        <header className="wizard-header">
          <div className="wizard-brand">
            <img src={assets.logo} alt="" width={30} height={30} />
            <span className="wizard-brand-name">{config.app.productName}</span>
          </div>
          <span className="wizard-header-divider" aria-hidden />
          <div className="wizard-header-title">
            <span className="wizard-header-heading">{t('onboarding.wizard.title')}</span>
            {profile?.BussinessAlias && <span className="wizard-header-alias" data-testid="wizard-alias">{profile.BussinessAlias}</span>}
          </div>
          <div className="wizard-header-spacer" />
          <div className="wizard-progress" data-testid="wizard-progress">
            <span>{t('onboarding.wizard.progress', { done: doneCount, total: required })}</span>
            <Progress value={(doneCount / required) * 100} size="sm" radius="xl" color="yellow" aria-hidden w={120} />
          </div>
          <Button
            variant="white"
            size="compact-sm"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => void wizard.finish()}
            loading={wizard.finishing}
            className="wizard-header-finish"
            data-testid="wizard-finish-header"
          >
            {t('onboarding.wizard.finishShort')}
          </Button>
          <div className="wizard-header-language">
            <LanguageSwitcher onChange={(lang: LanguageCode) => void controller.updateProfile({ Language: lang }).catch(() => undefined)} />
          </div>
          <Tooltip label={t('header.signOut')}>
            <button type="button" className="wizard-icon-button" aria-label={t('header.signOut')} onClick={() => controller.logout()} data-testid="wizard-logout">
              <IconLogout size={20} aria-hidden />
            </button>
          </Tooltip>
        </header>

        {wizard.finishAlert && (
          <div className="wizard-alert-layer">
            <Alert
              role="alert"
              color="orange"
              variant="light"
              withCloseButton
              closeButtonLabel={t('common.close')}
              onClose={wizard.closeFinishAlert}
              icon={<IconAlertTriangle size={20} aria-hidden />}
              title={t('messages.finishContent')}
              maw={config.app.onboardingUi.alertMaxWidth}
              className="wizard-finish-alert"
              data-testid="finish-content-alert"
            >
              <Text size="sm">{t('onboarding.wizard.missingSteps')}</Text>
              <List size="sm" mt={4}>
                {wizard.missingSteps.map((s) => (
                  <List.Item key={s.status}>
                    <Anchor
                      component="button"
                      type="button"
                      underline="always"
                      size="sm"
                      onClick={() => {
                        wizard.closeFinishAlert();
                        select(s.status);
                      }}
                    >
                      {s.status}. {t(translationKeys.stepTitle(s.key))}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Alert>
          </div>
        )}

        <div className="wizard-body">
          <nav className="wizard-nav" aria-label={t('onboarding.wizard.stepsLabel')} data-testid="wizard-steps">
            {wizard.load === 'ready' && (
              <StepList onboarding={onboarding} groups={groups} views={wizard.views} completed={wizard.completed} selected={wizard.selected} onSelect={select} />
            )}
          </nav>
          <main className="wizard-main" id="main" data-testid="wizard-content" data-step={wizard.load === 'ready' ? step.status : undefined}>
            {wizard.load === 'loading' && (
              <div className="wizard-loading" role="status"><Loader aria-hidden /><span className="visually-hidden">{t('common.loading')}</span></div>
            )}
            {wizard.load === 'failed' && (
              <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('onboarding.wizard.loadFailed')}>
                <Button mt="sm" size="xs" variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void wizard.reload()}>
                  {t('common.retry')}
                </Button>
              </Alert>
            )}
            {wizard.load === 'ready' && (
              <div className="wizard-step-page" key={step.status}>
                <div className="wizard-step-heading">
                  <Text size="sm" fw={600} c="brand.8" tt="uppercase" className="wizard-step-eyebrow">
                    {t('onboarding.wizard.stepOf', { number: step.status, total: onboarding.steps.length })}
                    {view?.state === 'done' && <span className="wizard-done-badge">{t('onboarding.wizard.stepDone')}</span>}
                  </Text>
                  <Title order={1} size="h2" ref={heading} tabIndex={-1} data-testid="wizard-step-title">
                    {t(translationKeys.stepTitle(step.key))}
                  </Title>
                  <Text c="dimmed" mt={4}>{t(translationKeys.stepSubtitle(step.key))}</Text>
                </div>
                <ContentBoundary
                  key={step.status}
                  fallback={(retry) => (
                    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('onboarding.wizard.stepFailed')}>
                      <Group mt="sm" gap="sm">
                        <Button size="xs" variant="light" color="red" onClick={retry}>{t('common.retry')}</Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => window.location.reload()}>{t('onboarding.wizard.reloadPage')}</Button>
                      </Group>
                    </Alert>
                  )}
                >
                  <Suspense fallback={<div className="wizard-loading" role="status"><Loader aria-hidden /><span className="visually-hidden">{t('common.loading')}</span></div>}>
                    {Content ? (
                      <Content
                        step={step}
                        done={view?.state === 'done'}
                        completedSteps={wizard.completed}
                        complete={() => wizard.complete(step.status)}
                        finish={wizard.finish}
                        finishing={wizard.finishing}
                        canFinish={wizard.canFinish}
                        missingSteps={wizard.missingSteps}
                        goTo={select}
                        setDirty={setDirty}
                      />
                    ) : (
                      <Alert color="red" title={t('onboarding.wizard.stepFailed')}>{`No step content "${step.content}"`}</Alert>
                    )}
                  </Suspense>
                </ContentBoundary>
              </div>
            )}
          </main>
        </div>
        <HelpSpeedDial />
        <UnsavedChangesGuard when={dirty} />

        <Modal
          className="wizard-contrast"
          closeButtonProps={{ 'aria-label': t('common.close') }}
          opened={pendingStep !== null}
          onClose={() => setPendingStep(null)}
          title={t('unsaved.title')}
          centered
          data-testid="unsaved-step-dialog"
        >
          <Text size="sm">{t('messages.unsavedChanges')}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setPendingStep(null)}>{t('onboarding.wizard.stay')}</Button>
            <Button
              color="red"
              onClick={() => {
                const target = pendingStep;
                setPendingStep(null);
                setDirty(false);
                if (target !== null) wizard.select(target);
              }}
            >
              {t('unsaved.leave')}
            </Button>
          </Group>
        </Modal>
      </div>
    </HelpProvider>
  );
}

export default OnboardingWizard;
