// A day typed or chosen in the person's language (docs/languages.md, "Dates"): the browser's own
// date input writes the day in the browser's order, not the app's (an English phone showed a
// Swedish admin 12/01/2026). This field shows and reads the day in the app's language, and a
// calendar (react-day-picker, in the language, weeks as the language starts them) chooses one.
// The value in and out stays YYYY-MM-DD, as the browser's date input gave it.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { DayPicker, type Matcher } from 'react-day-picker';
// date-fns' locales with the calendar's own words (its buttons' and days' names) translated.
import { enUS, sv } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, type Locale } from '../../../domain/i18n/locales';
import { isDay } from '../../../domain/validation/days';
import { currentLocale } from '../i18n';
import { dayPattern, dayProblem, readDay, writeDay } from './dayText';
import { Field } from './Field';
import { CalendarIcon } from './icons';
import { useWrittenValue } from './useWrittenValue';

const CALENDAR_LOCALES = { en: enUS, sv } satisfies Record<Locale, unknown>;

type DateFieldProps = {
  label: string;
  /** YYYY-MM-DD, or '' for none; text that is no day (what was typed) shows as it is. */
  value: string;
  /** Gets YYYY-MM-DD, '' when the field was emptied, or the typed text when it is no day. */
  onChange: (event: { target: { value: string } }) => void;
  min?: string;
  max?: string;
  required?: boolean;
  error?: string;
  name?: string;
  id?: string;
  className?: string;
};

const dayDate = (day: string) => new Date(`${day}T00:00:00`);
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function DateField({ label, value, onChange, min, max, required, error, name, id, className }: DateFieldProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const tag = INTL_LOCALES[locale];
  const { order, separator } = dayPattern(tag);
  const pattern = order.map((part) => t(`common.date.${part}`)).join(separator);
  const { inputId, text, shownProblem, choose, change, leave } = useWrittenValue({
    value,
    onChange,
    id,
    tag,
    read: readDay,
    write: writeDay,
    isValue: isDay,
    problem: (typed) => {
      const problem = dayProblem(typed, tag, min, max);
      return (
        problem &&
        t(`common.date.${problem}`, { pattern, min: min && writeDay(min, tag), max: max && writeDay(max, tag) })
      );
    },
  });
  const day = readDay(text, tag);
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: dayDate(min) });
  if (max) disabled.push({ after: dayDate(max) });
  const selected = day ? dayDate(day) : undefined;

  return (
    <Field
      label={label}
      id={inputId}
      name={name}
      className={className}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern}
      required={required}
      error={error ?? shownProblem}
      onChange={change}
      onBlur={leave}
      trailing={
        <Popover>
          <PopoverButton
            aria-label={t('common.date.choose')}
            className="flex size-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700"
          >
            <CalendarIcon />
          </PopoverButton>
          <PopoverPanel
            anchor="bottom end"
            className="z-50 rounded-lg border border-slate-200 bg-white p-2 text-slate-900 shadow-lg [--rdp-accent-color:var(--color-brand-600)] [--rdp-accent-background-color:var(--color-brand-50)] dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
          >
            {({ close }) => (
              <DayPicker
                mode="single"
                locale={CALENDAR_LOCALES[locale]}
                selected={selected}
                defaultMonth={selected ?? (min ? dayDate(min) : undefined)}
                disabled={disabled}
                onSelect={(date) => {
                  if (!date) return;
                  choose(dayOf(date));
                  close();
                }}
              />
            )}
          </PopoverPanel>
        </Popover>
      }
    />
  );
}
