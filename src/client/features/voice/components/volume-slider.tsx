import { useId } from "react";

type VolumeSliderProps = { volume: number; onChange: (volume: number) => void };

const percent = (volume: number) => `${Math.round(volume * 100)}%`;

/** How loud the tutor speaks (docs/product.md §2.10): 0 to 1 in steps of 0.1, shown as a percentage. */
export function VolumeSlider({ volume, onChange }: VolumeSliderProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        Lautstärke
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={1}
        step={0.1}
        value={volume}
        aria-valuetext={percent(volume)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-28 cursor-pointer accent-orange-700 dark:accent-orange-400"
      />
      <output
        htmlFor={id}
        className="w-10 text-right text-sm text-slate-700 tabular-nums dark:text-slate-200"
      >
        {percent(volume)}
      </output>
    </div>
  );
}
