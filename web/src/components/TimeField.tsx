// A time of day typed in the person's language (docs/languages.md, "Dates"): the browser's own
// time input counts the hours as the browser's setting does, not the app's language (a Swedish
// admin on an English phone was shown 2:05 PM). This field shows and reads the time as the app's
// language counts the hours (Swedish 14:05, English 2:05 PM, from Intl). The value in and out
// stays HH:MM, as the browser's time input gave it.
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '../../../domain/i18n/locales';
import { currentLocale } from '../i18n';
import { Field } from './Field';
import { isTime, readTime, timeExample, writeTime } from './timeText';
import { useWrittenValue } from './useWrittenValue';

type TimeFieldProps = {
  label: string;
  /** HH:MM, or '' for none; text that is no time (what was typed) shows as it is. */
  value: string;
  /** Gets HH:MM, '' when the field was emptied, or the typed text when it is no time. */
  onChange: (event: { target: { value: string } }) => void;
  required?: boolean;
  error?: string;
  name?: string;
  id?: string;
  className?: string;
};

export function TimeField({ label, value, onChange, required, error, name, id, className }: TimeFieldProps) {
  const { t } = useTranslation();
  const tag = INTL_LOCALES[currentLocale()];
  const example = timeExample(tag);
  const { inputId, text, shownProblem, change, leave } = useWrittenValue({
    value,
    onChange,
    id,
    tag,
    read: readTime,
    write: writeTime,
    isValue: isTime,
    problem: (typed) =>
      typed.trim() !== '' && readTime(typed, tag) === null ? t('common.time.unreadable', { example }) : undefined,
  });

  return (
    <Field
      label={label}
      id={inputId}
      name={name}
      className={className}
      value={text}
      autoComplete="off"
      placeholder={example}
      required={required}
      error={error ?? shownProblem}
      onChange={change}
      onBlur={leave}
    />
  );
}
