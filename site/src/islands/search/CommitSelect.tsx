// A select that applies its choice once it is made: picked from the open list, confirmed with Enter, or left with Tab.
// Arrowing through a closed select changes its value at every step, and each step would otherwise search again.
import { useRef, useState, type SelectHTMLAttributes } from 'react';

/** Keys that do not step a closed select's value: they open its list (as Alt with an arrow does), confirm it or leave it. */
const NOT_STEPS = ['Enter', ' ', 'F4', 'Tab', 'Escape'];

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: string | number;
  onCommit: (value: string) => void;
}

export default function CommitSelect({ value, onCommit, ...rest }: Props) {
  const [pending, setPending] = useState<string | null>(null);
  const stepping = useRef(false);
  const commit = () => {
    if (pending !== null && pending !== String(value)) onCommit(pending);
    setPending(null);
  };
  return (
    <select {...rest} value={pending ?? value}
      onPointerDown={() => (stepping.current = false)}
      onKeyDown={(event) => {
        stepping.current = !event.altKey && !NOT_STEPS.includes(event.key);
        // Enter confirms a choice stepped to, instead of opening the list.
        if (event.key === 'Enter' && pending !== null) {
          event.preventDefault();
          commit();
        }
      }}
      onChange={(event) => (stepping.current ? setPending(event.target.value) : onCommit(event.target.value))}
      onBlur={commit} />
  );
}
