import './Toggle.css';

export interface ToggleProps {
  /** Whether the switch is on. */
  checked: boolean;
  /** Called with the next state when the user flips the switch; the parent decides whether it sticks. */
  onChange: (next: boolean) => void;
  /** Accessible name, e.g. "Active" or "Status of Acme Ltd". Shown unless `hideLabel`. */
  label: string;
  /** Hide the label visually (table cells); it stays the switch's accessible name. */
  hideLabel?: boolean;
  /** Blocks changes, e.g. while a status update is in flight. */
  disabled?: boolean;
}

/** An on/off switch (role switch), used for the Status column of the admin tables. */
export function Toggle({
  checked,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
}: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={hideLabel ? label : undefined}
      className="toggle"
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="toggle__track" aria-hidden="true">
        <span className="toggle__thumb" />
      </span>
      {hideLabel ? null : <span className="toggle__label">{label}</span>}
    </button>
  );
}
