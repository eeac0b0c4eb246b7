/**
 * The text of an imported file, whatever encoding a spreadsheet saved it in: UTF-8 with a byte order mark,
 * UTF-16 (little or big endian) with one, UTF-8 without one when every byte sequence is valid UTF-8, and
 * otherwise Windows-1252 (what Excel on Windows writes as "CSV", a superset of Latin-1). The byte order
 * mark is not part of the text. Letters that still could not be read come out as U+FFFD: see
 * `hasUnreadableLetters`.
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The replacement character a decoder puts where bytes could not be read. */
export const REPLACEMENT_CHARACTER = '\uFFFD';

/** The encoding of `bytes` (see the module comment) and how many bytes its byte order mark takes. */
export function detectEncoding(bytes: Uint8Array): { encoding: TextEncodingName; bomLength: number } {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

/** The text of a file's bytes, decoded as `detectEncoding` finds, without a byte order mark. */
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
 * characters instead. The five bytes Windows-1252 leaves undefined stay as they are.
 */
const windows1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252Letter = (c: string): string => windows1252High.charAt(c.charCodeAt(0) - 0x80);

/** Whether `text` holds a letter that could not be read (U+FFFD). */
export const hasUnreadableLetters = (text: string): boolean => text.includes(REPLACEMENT_CHARACTER);
