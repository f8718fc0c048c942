// Radio choices of a visibility, each with its label and a hint beneath ("<value>Hint" in the labels).
interface Props<T extends string> {
  legend: string;
  values: readonly T[];
  labels: Record<T | `${T}Hint`, string>;
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
}

export function VisibilityChoices<T extends string>({ legend, values, labels, value, onChange, className }: Props<T>) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {values.map((entry) => (
        <label key={entry} className="choice">
          <input type="radio" name="visibility" checked={value === entry} onChange={() => onChange(entry)} />
          <span><strong>{labels[entry]}</strong><small>{labels[`${entry}Hint`]}</small></span>
        </label>
      ))}
    </fieldset>
  );
}
