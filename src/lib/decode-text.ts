/**
 * The text of an imported file, whatever encoding a spreadsheet saved it in: UTF-8 with a byte order mark,
 * UTF-16 (little or big endian) with one, UTF-16 without one when its zero bytes tell the byte order (see
 * `utf16WithoutMark`), UTF-8 without one when every byte sequence is valid UTF-8, and otherwise
 * Windows-1252 (what Excel on Windows writes as "CSV", a superset of Latin-1). The byte order mark is not
 * part of the text. Letters that still could not be read come out as U+FFFD (see `hasUnreadableLetters`),
 * among them the five bytes Windows-1252 leaves undefined; a file that is none of these (zero bytes whose
 * byte order cannot be told, or UTF-16 that is not valid) is refused with `UnreadableFileError` rather
 * than read as wrong text.
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The replacement character a decoder puts where bytes could not be read. */
export const REPLACEMENT_CHARACTER = '\uFFFD';

/** A file whose encoding cannot be told: reading it would give wrong text, so it is not read at all. */
export class UnreadableFileError extends Error {
  constructor() {
    super('The file is not text in an encoding that can be told apart.');
    this.name = 'UnreadableFileError';
  }
}

/**
 * The encoding of `bytes` (see the module comment) and how many bytes its byte order mark takes. Throws
 * `UnreadableFileError` for a file with zero bytes whose UTF-16 byte order cannot be told.
 */
export function detectEncoding(bytes: Uint8Array): { encoding: TextEncodingName; bomLength: number } {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  // Text in UTF-8 or Windows-1252 never holds a zero byte; UTF-16 of anything with a Latin letter, a
  // digit, a comma or a line break does. Read as UTF-8 it would come out with a NUL between letters.
  if (bytes.includes(0)) {
    const encoding = utf16WithoutMark(bytes);
    if (!encoding) throw new UnreadableFileError();
    return { encoding, bomLength: 0 };
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

/**
 * The byte order of UTF-16 without a byte order mark, or undefined when it cannot be told for sure. A
 * CSV's commas and line breaks (and its Latin letters and digits) are UTF-16 units with a zero high
 * byte: every zero byte sits on the high byte's side (odd offsets in little endian, even in big endian),
 * and the text read in that order has a line break and is valid UTF-16. Zero bytes on both sides (a stray
 * NUL in another encoding, or binary data) tell nothing.
 */
function utf16WithoutMark(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes.length % 2 !== 0) return undefined;
  let atEven = 0;
  let atOdd = 0;
  bytes.forEach((b, i) => {
    if (b === 0) {
      if (i % 2 === 0) atEven += 1;
      else atOdd += 1;
    }
  });
  if (atEven > 0 && atOdd > 0) return undefined;
  const encoding = atOdd > 0 ? 'utf-16le' : 'utf-16be';
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
    return /[\r\n]/.test(text) ? encoding : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The text of a file's bytes, decoded as `detectEncoding` finds, without a byte order mark. Throws
 * `UnreadableFileError` where `detectEncoding` does (both imports say then that the file could not be
 * read).
 */
export function decodeText(data: ArrayBuffer | Uint8Array): string {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const { encoding, bomLength } = detectEncoding(bytes);
  // ignoreBOM: the mark was already skipped; a second one would be text the file really holds.
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes.subarray(bomLength));
  return encoding === 'windows-1252' ? text.replace(/[\u0080-\u009f]/g, windows1252Letter) : text;
}

/**
 * Windows-1252's letters for bytes 0x80-0x9F (the euro sign, curly quotes, dashes, Š, Ž, Œ...). Browsers'
 * decoders give them already; some runtimes (Node 20) decode the label as Latin-1 and give control
 * characters instead. The five bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D; both
 * kinds of decoder give them as invisible control characters) are no letter at all: they come out as
 * U+FFFD, so the file is read but flagged like any other letter that could not be read.
 */
const windows1252High = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';
const windows1252Letter = (c: string): string => windows1252High.charAt(c.charCodeAt(0) - 0x80);

/** Whether `text` holds a letter that could not be read (U+FFFD). */
export const hasUnreadableLetters = (text: string): boolean => text.includes(REPLACEMENT_CHARACTER);
