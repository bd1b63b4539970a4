// The wizard's state over the API, with the rules of engine/onboarding:
// CompletedSteps is loaded on entry (so a reload resumes at the right step),
// completing a step saves it and reloads it before moving on, and finishing
// is only tried when every non-final step is done.
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OnboardingConfig } from '../config/types.generated';
import { api, isApiError, type OnboardingConfiguration } from '../http';
import { canFinish as canFinishRule, canSelect, completeStep, isStepDone, orderedSteps, resumeStep, stepStates } from '../onboarding';
import { useHttp } from '../shell';
import { fetchProfileAtom, loadUserDataAtom } from '../state';
import { stepAfter } from './navigation';

export type WizardLoad = 'loading' | 'ready' | 'failed';

export function useWizard(onboarding: OnboardingConfig, onFinished: () => void) {
  const http = useHttp();
  const fetchProfile = useSetAtom(fetchProfileAtom);
  const loadUserData = useSetAtom(loadUserDataAtom);
  const [load, setLoad] = useState<WizardLoad>('loading');
  const [completed, setCompleted] = useState<number[]>([]);
  const [selected, setSelected] = useState(1);
  const [finishAlert, setFinishAlert] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const fetchCompleted = useCallback(async () => {
    const data = await http.request<OnboardingConfiguration>(api.getOnboarding);
    return [...(data?.CompletedSteps ?? [])];
  }, [http]);

  /** Resumes at the right step of the CompletedSteps loaded. */
  const resumeWith = useCallback((steps: number[]) => {
    setCompleted(steps);
    setSelected(resumeStep(onboarding, steps));
    setLoad('ready');
  }, [onboarding]);

  // On entry (already 'loading'): the state changes once the answer is in, unless the wizard has gone.
  useEffect(() => {
    let current = true;
    fetchCompleted().then(
      (steps) => { if (current) resumeWith(steps); },
      () => { if (current) setLoad('failed'); },
    );
    return () => { current = false; };
  }, [fetchCompleted, resumeWith]);

  const reload = useCallback(async () => {
    setLoad('loading');
    try {
      const steps = await fetchCompleted();
      if (mounted.current) resumeWith(steps);
    } catch {
      if (mounted.current) setLoad('failed');
    }
  }, [fetchCompleted, resumeWith]);

  /** Adds the step to CompletedSteps (merged with what the server has: another admin may be onboarding too), saves, reloads, moves on. */
  const complete = useCallback(async (status: number) => {
    const latest = await fetchCompleted();
    await http.request<OnboardingConfiguration>(api.updateOnboarding, { body: { CompletedSteps: completeStep(latest, status) } });
    const reloaded = await fetchCompleted();
    if (!mounted.current) return;
    setCompleted(reloaded);
    setFinishAlert(false);
    setSelected(stepAfter(onboarding, status, reloaded));
  }, [fetchCompleted, http, onboarding]);

  const finish = useCallback(async () => {
    if (!canFinishRule(onboarding, completed)) {
      setFinishAlert(true);
      return;
    }
    setFinishing(true);
    try {
      await http.request(api.finishOnboarding, { ignoreCodes: ['ONBOARDING_INCOMPLETE'] });
    } catch (error) {
      if (mounted.current) setFinishing(false);
      // The server knows better (another session changed the steps): show what is missing.
      if (isApiError(error) && error.ErrorCode === 'ONBOARDING_INCOMPLETE') {
        const steps = await fetchCompleted().catch(() => completed);
        if (mounted.current) {
          setCompleted(steps);
          setFinishAlert(true);
        }
      }
      return;
    }
    onFinished();
    // The profile without the OnBoarding flag makes the shell render its normal layout.
    try {
      await fetchProfile({});
      await loadUserData();
    } catch {
      // The onboarding is finished on the server: a fresh start loads the shell.
      window.location.reload();
    }
  }, [completed, fetchCompleted, fetchProfile, http, loadUserData, onboarding, onFinished]);

  const select = useCallback((status: number) => {
    if (canSelect(onboarding, status, completed)) setSelected(status);
  }, [completed, onboarding]);

  const views = useMemo(() => stepStates(onboarding, completed), [onboarding, completed]);
  const missingSteps = useMemo(() => orderedSteps(onboarding).filter((s) => !s.final && !isStepDone(s, completed)), [onboarding, completed]);

  return {
    load,
    reload,
    completed,
    views,
    selected,
    select,
    complete,
    finish,
    finishing,
    canFinish: canFinishRule(onboarding, completed),
    missingSteps,
    finishAlert,
    closeFinishAlert: () => setFinishAlert(false),
  };
}
