import { DIMENSION_INFO, DIMENSIONS, type Dimension } from "#shared/domain/learning-profile.ts";
import {
  axisAngle,
  type Point,
  type ProfileValues,
  polar,
  profilePoints,
  radarSummary,
  toPointList,
  valueRadius,
} from "../lib/radar-geometry.ts";

// Drawn by hand in SVG (no chart library). The viewBox leaves room left and right for the
// longest labels; the chart scales with the card's width.
const WIDTH = 380;
const HEIGHT = 290;
const CENTRE: Point = { x: 185, y: 145 };
const RADIUS = 92;
const LABEL_GAP = 14;
const RINGS = [-0.5, 0, 0.5, 1];

// Too wide for one line beside the chart on a phone; any other label stays on one line.
const WRAPPED: Readonly<Record<string, string[]>> = { Fehlerfreundlichkeit: ["Fehler-", "freundlichkeit"] };
const labelLines = (label: string): string[] => WRAPPED[label] ?? [label];

function anchorFor(angle: number): "start" | "middle" | "end" {
  const cos = Math.cos(angle);
  if (Math.abs(cos) < 0.2) return "middle";
  return cos > 0 ? "start" : "end";
}

type LearningProfileRadarProps = {
  dimensions: ProfileValues;
  /** The axes to draw, clockwise from the top: all 12 unless told (the analysis draws 11, no TXT). */
  axes?: readonly Dimension[];
};

/** The dimensions as a radar chart; role="img" with a summary, the values are in the list below. */
export function LearningProfileRadar({ dimensions, axes = DIMENSIONS }: LearningProfileRadarProps) {
  const angle = (i: number) => axisAngle(i, axes.length);
  const axisEnds = axes.map((_, i) => polar(CENTRE, RADIUS, angle(i)));
  const points = profilePoints(dimensions, CENTRE, RADIUS, axes);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={radarSummary(dimensions, axes)}
      className="mx-auto h-auto w-full max-w-md"
      focusable="false"
    >
      {RINGS.map((ring) => (
        <polygon
          key={ring}
          points={toPointList(axes.map((_, i) => polar(CENTRE, valueRadius(ring, RADIUS), angle(i))))}
          fill="none"
          strokeWidth={ring === 0 ? 1.5 : 1}
          strokeDasharray={ring === 0 ? "4 3" : undefined}
          className={
            ring === 0 ? "stroke-slate-500 dark:stroke-slate-400" : "stroke-slate-300 dark:stroke-slate-600"
          }
        />
      ))}
      {axisEnds.map((end, i) => (
        <line
          key={axes[i]}
          x1={CENTRE.x}
          y1={CENTRE.y}
          x2={end.x}
          y2={end.y}
          strokeWidth={1}
          className="stroke-slate-300 dark:stroke-slate-600"
        />
      ))}
      <polygon
        points={toPointList(points)}
        strokeWidth={2.5}
        strokeLinejoin="round"
        className="fill-orange-500/25 stroke-orange-700 dark:fill-orange-400/25 dark:stroke-orange-300"
      />
      {points.map((point, i) => (
        <circle
          key={axes[i]}
          cx={point.x}
          cy={point.y}
          r={3.5}
          className="fill-orange-700 dark:fill-orange-300"
        />
      ))}
      {axes.map((d, i) => {
        const at = polar(CENTRE, RADIUS + LABEL_GAP, angle(i));
        const lines = labelLines(DIMENSION_INFO[d].label);
        const sin = Math.sin(angle(i));
        // Above the chart the text sits on its baseline, below it hangs from the point.
        const firstDy = sin < -0.5 ? `${-(lines.length - 1) * 1.1}em` : sin > 0.5 ? "0.8em" : "0.35em";
        return (
          <text
            key={d}
            x={at.x}
            y={at.y}
            textAnchor={anchorFor(angle(i))}
            fontSize={14}
            fontWeight={600}
            className="fill-slate-700 dark:fill-slate-200"
          >
            {lines.map((line, n) => (
              <tspan key={line} x={at.x} dy={n === 0 ? firstDy : "1.1em"}>
                {line}
              </tspan>
            ))}
          </text>
        );
      })}
    </svg>
  );
}
