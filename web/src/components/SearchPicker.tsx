import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses, useErrorUntilEdited } from './Field';
import { SEARCH_PAUSE_MS } from './useSettledSearch';

/** One choice of a picker: its global id, its database id (URLs and REST), what it reads as. */
export type PickerItem = { id: string; databaseId: number; label: string; detail?: string };

/**
 * A choice among more rows than a page holds (companies, drum specifications, zones): a combobox
 * that asks the server as the person types (docs/api.md, "Lists and pickers"). The chosen item
 * shows whether or not it is in the first page; `clearLabel` offers choosing none. Headless UI
 * gives it the combobox role, keyboard and screen reader behaviour.
 */
export function SearchPicker({
  label,
  value,
  onChange,
  load,
  placeholder,
  clearLabel,
  error: givenError,
  disabled,
  className = '',
  emptyText,
  hideLabel = false,
  anchored = false,
}: {
  label: string;
  value: PickerItem | null;
  onChange: (item: PickerItem | null) => void;
  /** The first page of matches for a search ('' for the first page of all). */
  load: (search: string) => Promise<readonly PickerItem[]>;
  placeholder?: string;
  clearLabel?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
  emptyText?: string;
  /** The label for screen readers only (a table cell whose column header says it). */
  hideLabel?: boolean;
  /** The choices float above the page (in a table that scrolls, which would clip them). */
  anchored?: boolean;
}) {
  const inputId = useId();
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const found = useMatches(load, search, open);
  const { shown: error, ref, markEdited } = useErrorUntilEdited<HTMLInputElement>(givenError);
  const option =
    'cursor-pointer px-3 py-2 text-sm data-focus:bg-brand-50 data-selected:font-semibold dark:data-focus:bg-slate-700';
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300'}
      >
        {label}
      </label>
      <Combobox
        value={value}
        by="id"
        immediate
        disabled={disabled}
        onChange={(item: PickerItem | null) => {
          markEdited();
          onChange(item);
        }}
        onClose={() => {
          setSearch('');
          setOpen(false);
        }}
      >
        <div className="relative">
          <ComboboxInput
            id={inputId}
            ref={ref}
            className={`${inputClasses} pr-11`}
            placeholder={value ? undefined : (clearLabel ?? placeholder ?? t('shell.searchPicker.placeholder'))}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            displayValue={(item: PickerItem | null) => item?.label ?? ''}
            onFocus={() => setOpen(true)}
            onChange={(event) => {
              setOpen(true);
              setSearch(event.target.value);
            }}
          />
          <ComboboxButton
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-500"
            aria-label={t('shell.searchPicker.showChoices', { label: label.toLowerCase() })}
            onClick={() => setOpen(true)}
          >
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
              <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
            </svg>
          </ComboboxButton>
          <ComboboxOptions
            anchor={anchored ? 'bottom start' : undefined}
            className={`${anchored ? 'w-(--input-width) [--anchor-gap:4px]' : 'absolute mt-1 w-full'} z-20 max-h-[300px] overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-800`}
          >
            {clearLabel && !search.trim() ? (
              <ComboboxOption value={null} className={option}>
                {clearLabel}
              </ComboboxOption>
            ) : null}
            {found === null ? (
              <div className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
                {t('shell.searchPicker.searching')}
              </div>
            ) : found.length === 0 ? (
              <div className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
                {emptyText ?? t('shell.searchPicker.empty')}
              </div>
            ) : (
              found.map((item) => (
                <ComboboxOption key={item.id} value={item} className={option}>
                  {item.label}
                  {item.detail ? <span className="text-slate-600 dark:text-slate-300"> ({item.detail})</span> : null}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
      {error ? <p className="mt-1 text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </div>
  );
}

/**
 * The matches of the search once typing rests (null while asking), asked only while the list is
 * open; the answer to an older search is dropped.
 */
function useMatches(load: (search: string) => Promise<readonly PickerItem[]>, search: string, open: boolean) {
  const [found, setFound] = useState<readonly PickerItem[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setFound(null);
    const timer = setTimeout(
      () =>
        load(search.trim()).then(
          (items) => current && setFound(items),
          () => current && setFound([]),
        ),
      search ? SEARCH_PAUSE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [load, search, open]);
  return found;
}
