import { useSvgId } from "./svg-id.ts";

type MascotProps = {
  className?: string;
  /** German description when the picture carries meaning; without it the mascot is decorative. */
  label?: string;
};

/** Funki, the Lernfunke mascot: a round, friendly flame with a face and a few sparks around it. */
export function Mascot({ className, label }: MascotProps) {
  const body = useSvgId("mascot-body");
  return (
    <svg
      viewBox="0 0 200 200"
      className={className}
      focusable="false"
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <linearGradient id={body} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFC233" />
          <stop offset="0.55" stopColor="#FF8A1F" />
          <stop offset="1" stopColor="#EA580C" />
        </linearGradient>
      </defs>
      <path fill="#FFC93C" d="M168 22l3.2 8.8L180 34l-8.8 3.2L168 46l-3.2-8.8L156 34l8.8-3.2Z" />
      <path fill="#FFD966" d="M30 34l2.2 5.8L38 42l-5.8 2.2L30 50l-2.2-5.8L22 42l5.8-2.2Z" />
      <circle cx="184" cy="88" r="4" fill="#FFC93C" />
      <circle cx="18" cy="96" r="3" fill="#FFD966" />
      <path
        fill={`url(#${body})`}
        d="M100 192c-45 0-72-30-72-68 0-32 18-52 34-72 4 18 14 30 28 34-6-28 6-54 34-76 4 30 22 48 36 66 12 16 14 32 14 48 0 38-28 68-74 68Z"
      />
      <path
        fill="#FFE38A"
        d="M101 182c-31 0-50-19-50-46 0-19 10-32 22-43 1 13 9 21 19 22-2-17 5-32 20-43 3 20 16 31 24 45 6 10 8 18 8 25 0 24-17 40-43 40Z"
      />
      <ellipse cx="82" cy="132" rx="8.5" ry="11" fill="#3B1A08" />
      <ellipse cx="120" cy="132" rx="8.5" ry="11" fill="#3B1A08" />
      <circle cx="85" cy="127.5" r="3.2" fill="#FFFFFF" />
      <circle cx="123" cy="127.5" r="3.2" fill="#FFFFFF" />
      <ellipse cx="66" cy="152" rx="8" ry="5" fill="#FF6F4F" opacity="0.5" />
      <ellipse cx="136" cy="152" rx="8" ry="5" fill="#FF6F4F" opacity="0.5" />
      <path fill="#7A2A0C" d="M86 150c4 10 26 10 30 0 1-2-1-3-3-3H89c-2 0-4 1-3 3Z" />
      <path fill="#FF8F7A" d="M94 156c4 2 10 2 14 0-2-3-12-3-14 0Z" />
    </svg>
  );
}
