import { useSvgId } from "./svg-id.ts";

type SparkMarkProps = { className?: string };

/** The Lernfunke mark: a small flame with a spark. Same drawing as public/favicon.svg. Decorative. */
export function SparkMark({ className }: SparkMarkProps) {
  const gradient = useSvgId("spark-mark");
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFB11F" />
          <stop offset="1" stopColor="#EA580C" />
        </linearGradient>
      </defs>
      <path
        fill={`url(#${gradient})`}
        d="M32 61C18 61 9 51 9 39c0-10 6-17 11-23 1 6 4 10 8 11-2-9 2-17 11-24 1 9 6 14 11 20 4 5 6 10 6 16 0 12-10 22-24 22Z"
      />
      <path
        fill="#FFE27A"
        d="M32 56c-7 0-12-5-12-12 0-6 4-10 8-14 0 5 3 8 6 8-1-5 1-10 5-13 1 6 5 10 5 19 0 7-5 12-12 12Z"
      />
      <path fill="#FFC93C" d="M53 6l1.6 4.4L59 12l-4.4 1.6L53 18l-1.6-4.4L47 12l4.4-1.6Z" />
    </svg>
  );
}
