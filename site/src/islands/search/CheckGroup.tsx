// One filter group as a fieldset of checkboxes, with rarely used options behind "Show more".
import { useState, type ReactNode } from 'react';
import { LIST_HINT_ID, SEARCH_FORM_ID, type SearchStrings } from './props.ts';

export interface CheckOption {
  value: string;
  label: string;
}

interface Props {
  legend: string;
  /** The form field (f, l, g or e) the values submit as. */
  name: string;
  options: CheckOption[];
  more?: CheckOption[];
  selected: readonly string[];
  /** A provided value holds the group: it shows, but only Unlock changes it. */
  locked: boolean;
  note?: ReactNode;
  live: boolean;
  strings: SearchStrings;
  onToggle: (value: string, on: boolean) => void;
}

export function Check({ name, option, checked, disabled, onToggle }: {
  name: string; option: CheckOption; checked: boolean; disabled: boolean; onToggle: Props['onToggle'];
}) {
  return (
    <li>
      <label className="search-check">
        <input type="checkbox" name={name} value={option.value} form={SEARCH_FORM_ID} checked={checked} disabled={disabled}
          onChange={(event) => onToggle(option.value, event.target.checked)} />
        <span>{option.label}</span>
      </label>
    </li>
  );
}

export default function CheckGroup({ legend, name, options, more = [], selected, locked, note, live, strings, onToggle }: Props) {
  const [expanded, setExpanded] = useState(false);
  // Without JavaScript every option shows; a chosen one never hides.
  const hidden = live && !expanded ? more.filter((option) => !selected.includes(option.value)) : [];
  const shown = [...options, ...more.filter((option) => !hidden.includes(option))];
  return (
    <fieldset className="search-group" aria-describedby={live ? LIST_HINT_ID : undefined}>
      <legend>{legend}</legend>
      {note}
      <ul className="search-checks" data-roving>
        {shown.map((option) => (
          <Check key={option.value} name={name} option={option} checked={selected.includes(option.value)} disabled={locked} onToggle={onToggle} />
        ))}
      </ul>
      {live && more.length > 0 && (hidden.length > 0 || expanded) && (
        <button type="button" className="search-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? strings.filters.showLess : strings.filters.showMore}
        </button>
      )}
    </fieldset>
  );
}
