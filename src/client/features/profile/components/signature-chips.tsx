/** The pupil's further learning signatures as chips (quiz result and profile card). */
export function SignatureChips({
  names,
  labelledBy,
  centred = false,
}: {
  names: string[];
  labelledBy?: string;
  centred?: boolean;
}) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className={`mt-2 flex flex-wrap gap-2 ${centred ? "justify-center" : ""}`}
    >
      {names.map((name) => (
        <li
          key={name}
          className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-950 dark:bg-amber-400/15 dark:text-amber-100"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}
