import type { ReactNode } from 'react';

interface OptionGroupProps {
  /** The radio group's name, e.g. 'material'. */
  name: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
  selected: string | null;
  onChoose: (value: string) => void;
  children?: ReactNode;
}

/** One print option as a native radio group (arrow keys move the choice), styled as chips. */
export function OptionGroup({ name, legend, choices, selected, onChoose, children }: OptionGroupProps) {
  return (
    <fieldset className="option-group">
      <legend className="option-group__legend">{legend}</legend>
      <div className="option-group__choices">
        {choices.map((choice) => (
          <label key={choice.value} className="option-chip">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === selected}
              onChange={() => onChoose(choice.value)}
            />
            <span className="option-chip__label">{choice.label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
