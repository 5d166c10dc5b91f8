import type { Subject } from "#shared/domain/subjects.ts";

type SubjectEmojiProps = { subject: Subject; className?: string };

/** The subject's emoji on a light tint of its colour (hex + alpha). Decorative: the name is text. */
export function SubjectEmoji({ subject, className = "size-14 text-3xl" }: SubjectEmojiProps) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-2xl ${className}`}
      style={{ backgroundColor: `${subject.color}26` }}
    >
      {subject.emoji}
    </span>
  );
}
