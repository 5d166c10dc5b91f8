import type { ComponentType } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { ChatIcon, MicIcon, SparklesIcon } from "#client/components/ui/icons.tsx";
import { Mascot } from "#client/components/ui/mascot.tsx";
import { tutorName, useOfflineTutor, useVoiceHealth } from "#client/features/tutor-session/index.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { useStartSession } from "../session-gate/start-session-context.ts";

type Feature = { title: string; text: string; icon: ComponentType<{ className?: string }> };

type Tutor = { name: string; offline: boolean | undefined; speechRecognition: boolean };

/**
 * The three cards, with the tutor's name (docs/product.md §2.1). Only a hosted model reads the
 * learning profile; the built-in tutor picks exercises by school level (§2.4). Without speech
 * recognition the pupil writes and the tutor speaks (§2.10).
 */
function features({ name, offline, speechRecognition }: Tutor): Feature[] {
  return [
    {
      title: "Chatten",
      text: `Schreib mit deinem ${name}, stell Fragen und lade Aufgaben oder Notizen hoch.`,
      icon: ChatIcon,
    },
    {
      title: "Sprechen",
      text: speechRecognition
        ? `Sprich mit deinem ${name}, so wie mit einer Nachhilfelehrerin oder einem Nachhilfelehrer.`
        : `Schreib deinem ${name}, und er antwortet dir mit seiner Stimme.`,
      icon: MicIcon,
    },
    {
      title: "Persönlich",
      text: offline
        ? "Dein Tutor wählt die Aufgaben passend zu deiner Schulstufe."
        : "Dein Tutor passt sich deinem Lernprofil an und erklärt so, wie du am besten lernst.",
      icon: SparklesIcon,
    },
  ];
}

/** /tutor: welcome page with 'Neue Session starten' (to /tutor/select) and three feature cards. */
export default function TutorRoute() {
  const offline = useOfflineTutor("chat");
  const tutor: Tutor = {
    name: tutorName(offline),
    offline,
    // While the health loads or when it fails, speech is assumed to work (as on the voice screen).
    speechRecognition: useVoiceHealth().data?.speechRecognition !== false,
  };
  usePageTitle(`Dein ${tutor.name}`);
  const { linkProps } = useStartSession();
  return (
    <div className="@container space-y-8">
      <section className="flex flex-col items-center gap-6 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-8 sm:text-left dark:bg-slate-900 dark:ring-slate-700">
        <Mascot className="size-32 shrink-0 sm:size-40" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Lerne mit deinem {tutor.name}
          </h1>
          <p className="mt-2 text-lg text-slate-700 dark:text-slate-200">
            Wähle ein Fach, stell deine Frage und lerne in deinem Tempo – im Chat oder im Gespräch.
          </p>
          <Link {...linkProps("/tutor/select")} className={buttonClasses("primary", "mt-6")}>
            Neue Session starten
          </Link>
        </div>
      </section>
      <section aria-labelledby="tutor-features-title">
        <h2 id="tutor-features-title" className="sr-only">
          Das kann dein {tutor.name}
        </h2>
        <ul className="grid gap-4 @2xl:grid-cols-3">
          {features(tutor).map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-200">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-200">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
