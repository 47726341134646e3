import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickerItem, SearchPicker } from '../../components/SearchPicker';
import { usePickerSearch } from '../../pickers/pickers';

/**
 * The drum type of a specification: a combobox asking the server as the admin types, so every
 * type can be chosen however many there are. `value` is the chosen type's global id ('' for
 * none); `chosen` names the type the form started with.
 */
export function DrumTypePicker({
  label,
  value,
  chosen,
  onChange,
  error,
  hideLabel,
  className,
}: {
  label: string;
  value: string;
  chosen?: { id: string; databaseId: number; name: string } | null;
  onChange: (drumTypeId: string) => void;
  error?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  const load = usePickerSearch('drumType');
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickerItem | null>(() =>
    chosen ? { id: chosen.id, databaseId: chosen.databaseId, label: chosen.name } : null,
  );
  return (
    <SearchPicker
      label={label}
      hideLabel={hideLabel}
      anchored
      className={className}
      value={value && picked?.id === value ? picked : null}
      load={load}
      error={error}
      placeholder={t('admin.drumSpec.findType')}
      onChange={(item) => {
        setPicked(item);
        onChange(item?.id ?? '');
      }}
    />
  );
}
