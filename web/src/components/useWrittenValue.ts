// A field that shows its value as the app's language writes it and gives its form the value read
// back from what was typed (DateField's YYYY-MM-DD, TimeField's HH:MM; docs/languages.md, "Dates").
import { type ChangeEvent, type FocusEvent, useEffect, useId, useRef, useState } from 'react';

type Writing = {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  id?: string;
  /** The language's BCP 47 tag: another language writes the same value its way. */
  tag: string;
  read: (text: string, tag: string) => string | null;
  write: (value: string, tag: string) => string;
  /** Whether a value is one, not typed text the field could not read. */
  isValue: (value: string) => boolean;
  problem: (text: string) => string | undefined;
};

export function useWrittenValue({ value, onChange, id, tag, read, write, isValue, problem }: Writing) {
  const [text, setText] = useState(() => write(value, tag));
  const [left, setLeft] = useState(false);
  const generated = useId();
  const inputId = id ?? generated;
  // What this field last gave its form: a value that differs came from outside (a reset, a
  // filter cleared), and the text follows it; the form keeping what was typed changes nothing.
  const given = useRef(value);
  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setText(write(value, tag));
  }, [value, tag, write]);
  useEffect(() => {
    if (isValue(given.current)) setText(write(given.current, tag));
  }, [tag, write, isValue]);

  const own = problem(text);
  // The form's own check (a form that checks in the browser) stops at text that is no value.
  useEffect(() => {
    (document.getElementById(inputId) as HTMLInputElement | null)?.setCustomValidity(own ?? '');
  }, [own, inputId]);

  const give = (shown: string, next: string) => {
    setText(shown);
    given.current = next;
    onChange({ target: { value: next } });
  };
  /** Shows a chosen value as the language writes it and gives it to the form. */
  const choose = (next: string) => give(write(next, tag), next);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    give(typed, typed.trim() === '' ? '' : (read(typed, tag) ?? typed));
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    const readBack = read(event.target.value, tag);
    if (readBack) setText(write(readBack, tag));
  };
  // The typed text's problem shows once the person has left the field.
  return { inputId, text, shownProblem: left ? own : undefined, choose, change, leave };
}
