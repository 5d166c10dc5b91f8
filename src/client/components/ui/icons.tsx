import type { SVGProps } from "react";

type IconProps = { className?: string };

/** What an icon is drawn with: a path's `d`, or a circle or rounded rect where that reads better. */
type Shape = string | { circle: SVGProps<SVGCircleElement> } | { rect: SVGProps<SVGRectElement> };

function drawShape(shape: Shape) {
  if (typeof shape === "string") return <path key={shape} d={shape} />;
  const key = JSON.stringify(shape);
  return "circle" in shape ? <circle key={key} {...shape.circle} /> : <rect key={key} {...shape.rect} />;
}

// Simple line icons drawn for Lernfunke (24×24, stroke = currentColor). Always decorative:
// the button or link around them carries the text. Size-6 unless a family says otherwise.
function lineIcon(shapes: readonly Shape[], defaultClassName = "size-6") {
  return ({ className = defaultClassName }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes.map(drawShape)}
    </svg>
  );
}

export const HomeIcon = lineIcon(["M3 11.5 12 4l9 7.5", "M5.5 10v10h13V10", "M10 20v-5h4v5"]);
export const ChartIcon = lineIcon(["M3 20h18", "M6 20v-7", "M12 20V5", "M18 20v-10"]);
export const ChatSparkIcon = lineIcon([
  "M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z",
  "m12 7.5.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9Z",
]);
export const BooksIcon = lineIcon(["M4 4h4v16H4Z", "M10 4h4v16h-4Z", "m15.5 5.2 3.9-1 3 14.6-3.9 1Z"]);
export const UserIcon = lineIcon([{ circle: { cx: 12, cy: 8, r: 4 } }, "M4 21c0-4 3.6-7 8-7s8 3 8 7"]);
export const ClassIcon = lineIcon([
  { circle: { cx: 9, cy: 8, r: 3.5 } },
  "M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6",
  "M16 4.8a3.5 3.5 0 0 1 0 6.4",
  "M18 14.3c2 .7 3.5 2.8 3.5 5.7",
]);
export const SunIcon = lineIcon([
  { circle: { cx: 12, cy: 12, r: 4 } },
  "M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
]);
export const MoonIcon = lineIcon(["M20 14.5A8.5 8.5 0 1 1 9.5 4 6.5 6.5 0 0 0 20 14.5Z"]);
export const LogoutIcon = lineIcon(["M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4", "m9 8-4 4 4 4", "M5 12h10"]);
export const ArrowLeftIcon = lineIcon(["M19 12H5", "m11 6-6 6 6 6"]);
export const ArrowRightIcon = lineIcon(["M5 12h14", "m13 6 6 6-6 6"]);
export const CheckIcon = lineIcon(["m5 12.5 4.5 4.5L19 7.5"]);
export const CloseIcon = lineIcon(["M6 6l12 12", "M18 6 6 18"]);
export const ChatIcon = lineIcon([
  "M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z",
  "M8 9h8M8 12.5h5",
]);
export const MicIcon = lineIcon([
  { rect: { x: 9, y: 3, width: 6, height: 11, rx: 3 } },
  "M5.5 11a6.5 6.5 0 0 0 13 0",
  "M12 17.5V21M9 21h6",
]);
export const SparklesIcon = lineIcon([
  "m10 4 1.6 4.4L16 10l-4.4 1.6L10 16l-1.6-4.4L4 10l4.4-1.6Z",
  "m18 14 .8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8Z",
]);

// Chat actions (default size-5).
export const SendIcon = lineIcon(["M4 12 20 4l-6 16-3-7Z", "m11 13 9-9"], "size-5");
export const TrashIcon = lineIcon(["M4 7h16", "M9 7V4h6v3", "M6 7l1 13h10l1-13"], "size-5");
export const FlagIcon = lineIcon(["M5 21V4", "M5 4h11l-2 4 2 4H5"], "size-5");
export const PhoneIcon = lineIcon(
  ["M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"],
  "size-5",
);

// Files (default size-5).
export const PaperclipIcon = lineIcon(
  ["m20 11.5-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8"],
  "size-5",
);
export const UploadIcon = lineIcon(
  ["M12 15V4", "m7 9 5-5 5 5", "M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"],
  "size-5",
);
export const FileIcon = lineIcon(
  ["M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z", "M14 3v5h5"],
  "size-5",
);
export const ImageIcon = lineIcon(
  [
    { rect: { x: 3, y: 4, width: 18, height: 16, rx: 2 } },
    { circle: { cx: 9, cy: 10, r: 2 } },
    "m21 16-5-5-9 9",
  ],
  "size-5",
);
