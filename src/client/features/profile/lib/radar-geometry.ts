import { DIMENSION_INFO, DIMENSIONS, type DimensionValues } from "#shared/domain/learning-profile.ts";

// Geometry of the profile's radar chart: one axis per dimension, clockwise from the top. A value
// in [-1, 1] maps to a distance from the centre in [0, radius]: -1 at the centre, 0 on the
// middle ring, +1 on the outer ring.
export type Point = { x: number; y: number };

export function axisAngle(index: number, count = DIMENSIONS.length): number {
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

/** The profile polygon's corners, in DIMENSIONS order. */
export function profilePoints(dimensions: DimensionValues, centre: Point, radius: number): Point[] {
  return DIMENSIONS.map((d, i) => polar(centre, valueRadius(dimensions[d], radius), axisAngle(i)));
}

export function toPointList(points: Point[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(" ");
}

/** The chart's text alternative: what it shows and where to find every value. */
export function radarSummary(dimensions: DimensionValues): string {
  const strongest = [...DIMENSIONS]
    .filter((d) => dimensions[d] > 0.1)
    .sort((a, b) => dimensions[b] - dimensions[a])
    .slice(0, 3)
    .map((d) => DIMENSION_INFO[d].label);
  const lead = `Netzdiagramm deines Lernprofils mit ${DIMENSIONS.length} Dimensionen.`;
  const most =
    strongest.length === 0
      ? "Keine Dimension ist besonders ausgeprägt."
      : `Am stärksten ausgeprägt: ${joinGerman(strongest)}.`;
  return `${lead} ${most} Alle Werte stehen in der Liste darunter.`;
}

function joinGerman(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;
}
