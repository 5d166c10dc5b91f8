import { stripInvisible } from "#shared/format/invisible.ts";

// Pro Juventute 147 is the Swiss helpline for children and young people (phone 147, chat on
// 147.ch). Every crisis answer names it: the server's own (src/server/ai/safety/) and what the
// tutor prompt asks a hosted model to say ("Telefon 147 oder Chat auf 147.ch"). The voice screen
// only gets the tutor's words, so it decides from them whether to show the help card.
//
// The website names the helpline on its own. The number alone does not: "7 mal 21 ist 147" is a
// maths answer. So 147 counts with a word of calling or the helpline's name close by. It must
// stand alone (not 1470, 0.147, 147.5 or 1'147) or be said in words, as a voice says numbers.

const SITE = /(?<![\p{L}\p{N}.-])(?:www\.)?147\s*(?:\.|punkt)\s*ch(?![\p{L}\p{N}])/iu;
const NUMBER =
  /(?<![\p{L}\p{N}]|\p{N}[.,'’])(?:147(?![.,'’]?\p{N})|(?:ein)?hundert[\s-]?sieben[\s-]?und[\s-]?vierzig|eins[\s,-]+vier[\s,-]+sieben)(?![\p{L}\p{N}])/giu;
const CALL_WORDS =
  /pro\s+juventute|telefon|anruf|\bruf|\bwähl|nummer|hotline|helpline|sorgentelefon|\bsms\b|beratung|anonym/iu;
/** How close (characters before or after the number) a word of calling must be. */
const NEAR = 80;

/**
 * True when the text names the helpline 147: its website 147.ch, or the number 147 (also in
 * words) near "Pro Juventute", "Telefon", "ruf … an", "Nummer" and the like.
 */
export function isHelplineAnswer(text: string): boolean {
  const plain = stripInvisible(text);
  if (SITE.test(plain)) return true;
  for (const match of plain.matchAll(NUMBER)) {
    const around = plain.slice(Math.max(0, match.index - NEAR), match.index + match[0].length + NEAR);
    if (CALL_WORDS.test(around)) return true;
  }
  return false;
}
