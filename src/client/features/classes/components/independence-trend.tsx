/** «steigend», «gleich» or «sinkend»: the last three sessions against the first three. */
export function trendWord(scores: readonly number[]): string | null {
  if (scores.length < 2) return null;
  const span = Math.min(3, Math.floor(scores.length / 2)) || 1;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const change = mean(scores.slice(-span)) - mean(scores.slice(0, span));
  if (change > 0.1) return "steigend";
  if (change < -0.1) return "sinkend";
  return "gleich";
}

/**
 * The independence scores (0–1, oldest first) as a tiny line, with the trend and the newest
 * score in words beside it: the drawing is decorative, the text is what a screen reader reads.
 */
export function IndependenceTrend({ scores }: { scores: readonly number[] }) {
  const last = scores.at(-1);
  if (last === undefined) return <span className="text-slate-600 dark:text-slate-300">–</span>;
  const word = trendWord(scores);
  const width = 60;
  const height = 18;
  const step = scores.length > 1 ? width / (scores.length - 1) : 0;
  const points = scores
    .map((score, i) => `${(i * step).toFixed(1)},${(height - 1 - score * (height - 2)).toFixed(1)}`)
    .join(" ");
  return (
    <span className="inline-flex items-center gap-2">
      {scores.length > 1 && (
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-[18px] w-[60px] text-orange-700 dark:text-orange-300"
          aria-hidden="true"
          focusable="false"
        >
          <polyline
            points={points}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <span>
        {Math.round(last * 100)} %{word ? `, ${word}` : ""}
      </span>
    </span>
  );
}
