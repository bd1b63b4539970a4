// The contract between the engine's wizard and the product's step contents.
// The product maps each step's `content` name (onboarding.yaml) to a
// component, usually React.lazy(() => import('./WelcomeStep')), as it maps
// page names to pages.
import type { ComponentType } from 'react';
import type { OnboardingStep } from '../config/types.generated';
import type { Booking, HelpChannel } from '../http/api-contract';
import type { HelpSource } from './events';

export interface StepContentProps {
  step: OnboardingStep;
  /** This step is in CompletedSteps. */
  done: boolean;
  completedSteps: readonly number[];
  /**
   * Marks this step done (CompletedSteps saved, then reloaded) and moves to
   * the next step. Rejects when the save fails (the failure is already logged).
   */
  complete(): Promise<void>;
  /** Ends the onboarding (final step): shows the 'finish content' alert while steps are missing. */
  finish(): Promise<void>;
  finishing: boolean;
  /** Every non-final step is done. */
  canFinish: boolean;
  /** Non-final steps not done yet, in order. */
  missingSteps: readonly OnboardingStep[];
  /** Opens another step (when it can be selected). */
  goTo(status: number): void;
  /** Report unsaved edits: the wizard then asks before leaving the step and the browser before unloading. */
  setDirty(dirty: boolean): void;
}

export type StepContent = ComponentType<StepContentProps>;
/** Step content name (onboarding.yaml `content`) -> component. */
export type StepContentMap = Readonly<Record<string, StepContent>>;

/** What step contents may ask of the help channels (welcome step cards, footers...). */
export interface OnboardingHelp {
  openChat(source: HelpSource): void;
  openBooking(channel: HelpChannel, source: HelpSource): void;
}

/** What the wizard's booking dialog gives the product's booking form. */
export interface BookingFormProps {
  /** The channel the user asked for (the form may let them change it). */
  channel: HelpChannel;
  /** The booking the server recorded: the dialog confirms it. */
  onBooked(booking: Booking): void;
}

/** A product's booking form (the rules of which days and times can be asked for are the product's). */
export type BookingForm = ComponentType<BookingFormProps>;
