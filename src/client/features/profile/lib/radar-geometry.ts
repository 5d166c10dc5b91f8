import { DIMENSION_INFO, DIMENSIONS, type Dimension } from "#shared/domain/learning-profile.ts";

// Geometry of the profile's radar chart: one axis per dimension drawn (all 12 on the profile,
// the analysis' 11 without TXT), clockwise from the top. A value in [-1, 1] maps to a distance
// from the centre in [0, radius]: -1 at the centre, 0 on the middle ring, +1 on the outer ring.
export type Point = { x: number; y: number };

/** Values by dimension; only the drawn axes are read, a missing one counts as 0. */
export type ProfileValues = Partial<Record<Dimension, number>>;

export function axisAngle(index: number, count: number = DIMENSIONS.length): number {
  return -Math.PI / 2 + (index * 2 * Math.PI) / count;
}

export function valueRadius(value: number, radius: number): number {
  const clamped = Math.max(-1, Math.min(1, value));
  return (radius * (clamped + 1)) / 2;
}

export function polar(centre: Point, distance: number, angle: number): Point {
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(centre.x + distance * Math.cos(angle)), y: round(centre.y + distance * Math.sin(angle)) };
}

/** The profile polygon's corners, in the order of `axes`. */
export function profilePoints(
  dimensions: ProfileValues,
  centre: Point,
  radius: number,
  axes: readonly Dimension[] = DIMENSIONS,
): Point[] {
  return axes.map((d, i) =>
    polar(centre, valueRadius(dimensions[d] ?? 0, radius), axisAngle(i, axes.length)),
  );
}

export function toPointList(points: Point[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(" ");
}

/** The chart's text alternative: what it shows and where to find every value. */
export function radarSummary(dimensions: ProfileValues, axes: readonly Dimension[] = DIMENSIONS): string {
  const value = (d: Dimension) => dimensions[d] ?? 0;
  const strongest = [...axes]
    .filter((d) => value(d) > 0.1)
    .sort((a, b) => value(b) - value(a))
    .slice(0, 3)
    .map((d) => DIMENSION_INFO[d].label);
  const lead = `Netzdiagramm deines Lernprofils mit ${axes.length} Dimensionen.`;
  const most =
    strongest.length === 0
      ? "Keine Dimension ist besonders ausgeprägt."
      : `Am stärksten ausgeprägt: ${joinGerman(strongest)}.`;
  return `${lead} ${most} Alle Werte stehen in der Liste darunter.`;
}

function joinGerman(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;
}
