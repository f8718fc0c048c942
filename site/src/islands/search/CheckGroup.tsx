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

export function Check({ name, option, checked, disabled, folded = false, onToggle }: {
  name: string; option: CheckOption; checked: boolean; disabled: boolean; folded?: boolean; onToggle: Props['onToggle'];
}) {
  return (
    <li className={folded ? 'search-folded' : undefined}>
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
  // A chosen option never folds away. Folded options are in the page all the same: without JavaScript every option
  // shows (search.css), and the server's page stays the island's.
  const folded = expanded ? [] : more.filter((option) => !selected.includes(option.value));
  return (
    <fieldset className="search-group" aria-describedby={live ? LIST_HINT_ID : undefined}>
      <legend>{legend}</legend>
      {note}
      <ul className="search-checks" data-roving>
        {[...options, ...more].map((option) => (
          <Check key={option.value} name={name} option={option} checked={selected.includes(option.value)} disabled={locked}
            folded={folded.includes(option)} onToggle={onToggle} />
        ))}
      </ul>
      {more.length > 0 && (folded.length > 0 || expanded) && (
        <button type="button" className="search-more search-scripted" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? strings.filters.showLess : strings.filters.showMore}
        </button>
      )}
    </fieldset>
  );
}
