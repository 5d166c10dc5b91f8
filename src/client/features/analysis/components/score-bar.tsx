/** A thin bar filled to a 0–1 score; decorative, the number beside it is the text. */
export function ScoreBar({ value }: { value: number }) {
  const width = Math.max(0, Math.min(1, Number.isFinite(value) ? value : 0)) * 100;
  return (
    <div aria-hidden="true" className="h-2 rounded-full bg-slate-200 dark:bg-slate-700">
      <div className="h-full rounded-full bg-orange-700 dark:bg-orange-400" style={{ width: `${width}%` }} />
    </div>
  );
}
