import { useEffect, useRef } from "react";
import { HelpCard } from "#client/features/tutor-session/index.ts";
import type { HelpCard as HelpCardData } from "#shared/contracts/chat.ts";

/**
 * Pro Juventute 147 in a voice session, once the tutor has named it (a crisis answer): the chat's
 * card, outside the transcript's scrolling box, just above the typing field and the controls, for
 * the rest of the session. Brought into view once when it appears (on a phone it may otherwise
 * be above or below the screen); the focus stays where it is.
 */
export function VoiceHelpCard({ card }: { card: HelpCardData }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    // Scroll margins: clear of the phone's sticky top bar and fixed tab bar.
    <div ref={box} className="scroll-mt-20 scroll-mb-28 md:scroll-my-4">
      <HelpCard card={card} />
    </div>
  );
}
