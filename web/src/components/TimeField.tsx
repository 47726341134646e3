// A time of day typed in the person's language (docs/languages.md, "Dates"): the browser's own
// time input counts the hours as the browser's setting does, not the app's language (a Swedish
// admin on an English phone was shown 2:05 PM). This field shows and reads the time as the app's
// language counts the hours (Swedish 14:05, English 2:05 PM, from Intl). The value in and out
// stays HH:MM, as the browser's time input gave it.
import { type ChangeEvent, type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '../../../domain/i18n/locales';
import { currentLocale } from '../i18n';
import { Field } from './Field';
import { isTime, readTime, timeExample, writeTime } from './timeText';

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
  const [text, setText] = useState(() => writeTime(value, tag));
  const [left, setLeft] = useState(false);
  const generated = useId();
  const inputId = id ?? generated;
  // What this field last gave its form: a value that differs came from outside (a reset), and
  // the text follows it; the form keeping what was typed changes nothing.
  const given = useRef(value);
  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setText(writeTime(value, tag));
  }, [value, tag]);
  // Another language writes the same time its way.
  useEffect(() => {
    if (isTime(given.current)) setText(writeTime(given.current, tag));
  }, [tag]);

  const example = timeExample(tag);
  const own = text.trim() !== '' && readTime(text, tag) === null ? t('common.time.unreadable', { example }) : undefined;
  // The form's own check (a form that checks in the browser) stops at a time that is none.
  useEffect(() => {
    (document.getElementById(inputId) as HTMLInputElement | null)?.setCustomValidity(own ?? '');
  }, [own, inputId]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setText(typed);
    const next = typed.trim() === '' ? '' : (readTime(typed, tag) ?? typed);
    given.current = next;
    onChange({ target: { value: next } });
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    const read = readTime(event.target.value, tag);
    if (read) setText(writeTime(read, tag));
  };

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
      error={error ?? (left ? own : undefined)}
      onChange={change}
      onBlur={leave}
    />
  );
}
