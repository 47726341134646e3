import { useTranslation } from 'react-i18next';
import { type PickupStatus } from '../../../domain/statuses';
import {
  actsNext,
  nextStep,
  PICKUP_STEPS,
  progressSteps,
  type StepDates,
  stepPosition,
} from '../../../domain/statusLanguage';
import { say } from '../i18n';
import { useViewerRole } from '../viewer/ViewerProvider';

type Request = StepDates & { status: PickupStatus; scheduledPickupDate?: string | null };

/**
 * Where a request is in its life, in the viewer's words (domain/statusLanguage.ts): on a card a
 * bar of the five steps with the current one named; in the details and the Returns Log every step
 * with the day it was reached.
 */
export function ProgressStepper({
  request,
  variant,
  formatDate,
  label,
}: {
  request: Request;
  variant: 'bar' | 'steps';
  /** How a step's date reads in the 'steps' variant. */
  formatDate?: (when: string) => string;
  /** The accessible name of the steps; 'Progress' when not given. */
  label?: string;
}) {
  const { t } = useTranslation();
  const name = label ?? t('pickups.progress.label');
  const role = useViewerRole();
  const steps = progressSteps(request, role, say);
  const current = steps.find((step) => step.current);
  const next = nextStep(request.status, request.scheduledPickupDate, role, say);
  // Who acts next, beside the step (one status language): the viewer's own turn stands out.
  const nextLine = next ? (
    <p
      className={`mt-1 text-xs ${actsNext(request.status, request.scheduledPickupDate) === role ? 'font-semibold text-brand-700 dark:text-brand-500' : 'text-slate-600 dark:text-slate-400'}`}
    >
      {next}
    </p>
  ) : null;
  if (variant === 'bar') {
    const position = stepPosition(request.status, request.scheduledPickupDate);
    const cancelled = position === PICKUP_STEPS.length;
    return (
      <div className="mt-2" role="group" aria-label={name}>
        <ol className="flex gap-1" aria-hidden="true">
          {PICKUP_STEPS.map((step, index) => (
            <li
              key={step}
              className={`h-1.5 flex-1 rounded-full ${
                cancelled
                  ? 'bg-slate-300 dark:bg-slate-700'
                  : index <= position
                    ? 'bg-brand-600'
                    : 'bg-slate-200 dark:bg-slate-800'
              }`}
            />
          ))}
        </ol>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {cancelled
            ? current?.name
            : t('pickups.progress.stepOf', {
                step: String(position + 1),
                total: String(PICKUP_STEPS.length),
                name: String(current?.name),
              })}
        </p>
        {nextLine}
      </div>
    );
  }
  return (
    <>
      <ol aria-label={name} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {steps.map((step) => (
          <li
            key={step.step}
            aria-current={step.current ? 'step' : undefined}
            className={
              step.current
                ? 'font-semibold text-brand-700 dark:text-brand-500'
                : step.at
                  ? 'font-medium'
                  : 'text-slate-500 dark:text-slate-400'
            }
          >
            {step.name}
            {step.at && formatDate ? ` ${formatDate(String(step.at))}` : ''}
          </li>
        ))}
      </ol>
      {nextLine}
    </>
  );
}
