import { useId } from "react";

/**
 * A unique id usable inside `url(#…)`: React's ids contain characters such as «» or colons that
 * some browsers reject in SVG paint references, and two mascots on one page must not share a gradient.
 */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
}
