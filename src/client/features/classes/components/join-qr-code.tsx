import { encode } from "uqr";

/**
 * The join link as a QR code for the projector (docs/decisions/055-class-screens.md). uqr only
 * computes the modules; they are drawn here as one SVG path, so nothing is injected as HTML.
 * This module is loaded lazily: only the class page's «QR-Code zeigen» downloads uqr.
 */
export default function JoinQrCode({ link, label }: { link: string; label: string }) {
  const { data, size } = encode(link, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className="size-64 max-w-full bg-white sm:size-80"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
