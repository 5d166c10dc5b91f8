import { describe, expect, it } from "vitest";
import { createSentenceSplitter, splitSentences } from "./sentences.ts";

describe("sentences of a streamed reply", () => {
  it("cuts at . ! ? : and line breaks once the next word has begun", () => {
    expect(
      splitSentences(
        "Super, das hast du gut gemacht! Was ist drei plus vier? Rechne so: zuerst die Zehner.\nDann kommen die Einer dran.",
      ),
    ).toEqual([
      "Super, das hast du gut gemacht!",
      "Was ist drei plus vier?",
      "Rechne so: zuerst die Zehner.",
      "Dann kommen die Einer dran.",
    ]);
  });

  it.each([
    ["a decimal number", "Ein Liter Milch kostet 1.5 Franken im Laden. Und Brot?"],
    ["z. B. and usw.", "Nimm zum Üben z. B. die Brüche, Zahlen usw. aus dem Buch. Gut so?"],
    ["a lowercase word after the dot", "Das steht im Kap. drei auf der Seite zwölf. Lies es."],
    ["a day before a month", "Die Prüfung ist am 3. Mai in der Schule. Bist du bereit?"],
  ])("keeps %s inside the sentence", (_case, text) => {
    const sentences = splitSentences(text);
    expect(sentences).toHaveLength(2);
    expect(sentences[0]?.endsWith(".")).toBe(true);
  });

  it("joins a piece shorter than the minimum with the next one", () => {
    expect(splitSentences("Ja. Genau. Das ist die richtige Antwort. Weiter so!")).toEqual([
      "Ja. Genau. Das ist die richtige Antwort.",
      "Weiter so!",
    ]);
  });

  it("gives the same sentences whatever the deltas' sizes, and each as soon as it is complete", () => {
    const text = "Schau dir 3/4 an. Wie viele Viertel sind das? Zähle sie nacheinander ab, bitte.";
    const splitter = createSentenceSplitter();
    const seen: string[] = [];
    let firstAt = -1;
    for (let i = 0; i < text.length; i += 3) {
      const out = splitter.push(text.slice(i, i + 3));
      if (out.length && firstAt < 0) firstAt = i + 3;
      seen.push(...out);
    }
    const rest = splitter.flush();
    if (rest) seen.push(rest);
    expect(seen).toEqual(splitSentences(text));
    expect(seen[0]).toBe("Schau dir 3/4 an. Wie viele Viertel sind das?");
    expect(firstAt).toBeLessThan(text.indexOf("Zähle") + 3);
  });

  it("cuts a long piece without an end at a comma", () => {
    const long = `${"eins, zwei, drei, vier, fünf, sechs, sieben, acht, neun, zehn, ".repeat(6)}fertig`;
    const sentences = splitSentences(long, { maxChars: 120 });
    expect(sentences.length).toBeGreaterThan(2);
    for (const s of sentences) expect(s.length).toBeLessThanOrEqual(120);
    expect(sentences.join(" ").replace(/\s+/g, " ")).toBe(long.replace(/\s+/g, " "));
  });
});
