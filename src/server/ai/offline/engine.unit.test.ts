import { describe, expect, it } from "vitest";
import { SUBJECT_IDS } from "#shared/domain/subjects.ts";
import { EMPTY_CONTEXT } from "./context.ts";
import { tutorReply } from "./engine.ts";
import { talk } from "./test-conversation.ts";

describe("offline tutor engine", () => {
  it("greets every subject by name and asks what the pupil knows or wants", () => {
    for (const id of SUBJECT_IDS) {
      const [greeting] = talk(id, ["Hallo"]);
      expect(greeting).toMatch(/^Hallo!/);
      expect(greeting).toMatch(/\?/);
      expect(greeting).not.toContain("ß");
    }
  });

  it("greets first when there are no pupil turns yet", () => {
    expect(tutorReply([], { ...EMPTY_CONTEXT, subjectId: "physik" })).toContain("Physik");
  });

  it("says honestly when it does not understand and lists what it can do", () => {
    const [, reply] = talk("mathematik", ["Hallo", "Erzähl mir etwas über Dinosaurier"]);
    expect(reply).toContain("nicht verstanden");
    expect(reply).toContain("Brüche, Prozent, Gleichungen und Kopfrechnen");
  });

  it("lists its capabilities for «Was kann ich hier machen?», but lets the subject answer a problem", () => {
    const [capabilities] = talk("bewerbungsgespraech", ["Was kann ich hier machen?"]);
    expect(capabilities).toContain("Das kann ich mit dir machen");
    const [advice] = talk("bewerbungsgespraech", ["Ich bin mega nervös vor dem Gespräch, was kann ich tun?"]);
    expect(advice).not.toContain("Das kann ich mit dir machen");
    expect(advice).toContain("Nervös sein ist normal");
    const [question] = talk("bewerbungsgespraech", ["Was kann ich den Betrieb am Ende fragen?"]);
    expect(question).toContain("Berufsschule");
    expect(talk("mathematik", ["Was kannst du mir beibringen?"])[0]).toContain("Das kann ich mit dir machen");
  });

  it("takes «Wie funktioniert das?» as a question about the tutor, «Wie funktioniert das Periodensystem?» as one about the topic", () => {
    const [about, topic] = talk("chemie", ["Wie funktioniert das?", "Wie funktioniert das Periodensystem?"]);
    expect(about).toContain("Das kann ich mit dir machen");
    expect(topic).toContain("Ordnungszahl");
    expect(topic).not.toContain("Das kann ich mit dir machen");
  });

  it("answers «Bist du eine KI?» honestly", () => {
    const [reply] = talk("englisch", ["Bist du eine KI?"]);
    expect(reply).toContain("eingebauter Übungs-Tutor");
    expect(reply).toContain("ohne Internet");
    expect(reply).toContain("ohne grosses Sprachmodell");
  });

  it("tells what it can do for «Wie funktioniert das?», but explains «Wie funktioniert das Present Perfect?»", () => {
    const [about] = talk("englisch", ["Hallo, wie funktioniert das?"]);
    expect(about).toContain("Das kann ich mit dir machen");
    const [topic] = talk("englisch", ["Wie funktioniert das Present Perfect?"]);
    expect(topic).not.toContain("Das kann ich mit dir machen");
    expect(topic).toContain("have/has");
  });

  it("without a subject, asks for one and switches when named", () => {
    const [first, second] = talk(null, ["Hallo", "Ich will Französisch üben"]);
    expect(first).toContain("Welches Fach");
    expect(second).toContain("Französisch");
  });

  it("is deterministic and stateless: the reply depends only on the conversation", () => {
    const inputs = ["Hallo", "Tiere", "dog", "kat"];
    expect(talk("englisch", inputs)).toEqual(talk("englisch", inputs));
  });

  it("does not re-greet after a greeting stored before the first pupil turn", () => {
    const ctx = { ...EMPTY_CONTEXT, subjectId: "mathematik" as const };
    const greeting = tutorReply([], ctx);
    const reply = tutorReply(
      [
        { role: "assistant", text: greeting },
        { role: "user", text: "Brüche" },
      ],
      ctx,
    );
    expect(reply).toContain("Gut, wir üben Brüche");
  });

  it("never writes ß in its own words", () => {
    const replies = [
      ...talk("mathematik", ["Hallo", "Brüche", "1/2", "Tipp", "Lösung", "2/3", "3/5", "Lösung"]),
      ...talk("bewerbungsgespraech", ["Hallo", "Koch", "a", "b", "c", "d", "e", "f"]),
      ...talk("physik", ["Hallo", "Kraft", "5", "Lösung"]),
    ];
    for (const reply of replies) expect(reply).not.toContain("ß");
  });
});
