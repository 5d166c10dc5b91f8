import { type ReactNode, useId } from "react";

type ChoiceCardProps = {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  description?: ReactNode;
};

/**
 * A native radio button dressed as a card: arrow keys, Space and screen readers work as with any
 * radio group, and the visible card is the clickable label.
 */
export function ChoiceCard({ name, value, checked, onSelect, label, description }: ChoiceCardProps) {
  // Name and description referenced separately, so the radio is called "Sekundarschule" and the
  // grade range is read as its description.
  const id = useId();
  return (
    <label
      className={
        "flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 transition-colors " +
        "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-orange-600 " +
        "dark:has-[:focus-visible]:outline-orange-300 " +
        (checked
          ? "border-orange-700 bg-orange-50 dark:border-orange-300 dark:bg-orange-400/10"
          : "border-slate-300 bg-white hover:border-orange-400 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-orange-300")
      }
    >
      <input
        type="radio"
        className="sr-only"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <span
        aria-hidden="true"
        className={
          "grid size-5 shrink-0 place-items-center rounded-full border-2 " +
          (checked ? "border-orange-700 dark:border-orange-300" : "border-slate-500 dark:border-slate-400")
        }
      >
        {checked && <span className="size-2.5 rounded-full bg-orange-700 dark:bg-orange-300" />}
      </span>
      <span className="flex flex-col">
        <span id={`${id}-label`} className="font-semibold whitespace-nowrap text-slate-900 dark:text-white">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-300">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
