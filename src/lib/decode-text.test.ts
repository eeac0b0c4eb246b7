import { describe, expect, it } from 'vitest';
import { decodeText, detectEncoding, hasUnreadableLetters, UnreadableFileError } from './decode-text';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** `text` in Windows-1252 (every letter used here is in Latin-1, one byte each). */
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
function utf16(text: string, littleEndian: boolean, mark = true): Uint8Array<ArrayBuffer> {
  const units = mark ? `\uFEFF${text}` : text;
  const out = new Uint8Array(units.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < units.length; i += 1) view.setUint16(i * 2, units.charCodeAt(i), littleEndian);
  return out;
}

const names = 'Name,City\r\nJürgen Müller,Köln\r\n';

describe('decoding an imported file', () => {
  it('reads UTF-8 with and without a byte order mark, dropping the mark', () => {
    expect(decodeText(utf8(names))).toBe(names);
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(names)]))).toBe(names);
    expect(detectEncoding(utf8(names))).toEqual({ encoding: 'utf-8', bomLength: 0 });
  });

  it('reads a Latin-1 (Windows-1252) file, as Excel saves CSV, with its accents', () => {
    const bytes = latin1(names);
    expect(detectEncoding(bytes).encoding).toBe('windows-1252');
    expect(decodeText(bytes.buffer)).toBe(names);
    expect(hasUnreadableLetters(decodeText(bytes))).toBe(false);
    // Windows-1252's own letters past Latin-1: the euro sign and curly quotes.
    expect(decodeText(Uint8Array.from([0x80, 0x20, 0x93, 0x61, 0x94]))).toBe('€ “a”');
  });

  it('reads UTF-16 in either byte order when the file starts with its mark', () => {
    expect(detectEncoding(utf16(names, true))).toEqual({ encoding: 'utf-16le', bomLength: 2 });
    expect(decodeText(utf16(names, true))).toBe(names);
    expect(detectEncoding(utf16(names, false))).toEqual({ encoding: 'utf-16be', bomLength: 2 });
    expect(decodeText(utf16(names, false).buffer)).toBe(names);
  });

  it.each([
    ['81', 0x81],
    ['8D', 0x8d],
    ['8F', 0x8f],
    ['90', 0x90],
    ['9D', 0x9d],
  ])(
    'flags byte 0x%s, which Windows-1252 leaves undefined, as a letter that could not be read',
    (_hex, byte) => {
      const bytes = Uint8Array.from([...latin1('Name\r\nJ'), byte, ...latin1('rgen Köln\r\n')]);
      expect(detectEncoding(bytes).encoding).toBe('windows-1252');
      const text = decodeText(bytes);
      expect(text).toBe('Name\r\nJ\uFFFDrgen Köln\r\n');
      expect(hasUnreadableLetters(text)).toBe(true);
    },
  );

  it.each([
    ['little', true, 'utf-16le'],
    ['big', false, 'utf-16be'],
  ] as const)(
    'reads UTF-16 %s endian without a byte order mark, telling the order by its zero bytes',
    (_order, littleEndian, encoding) => {
      const text = `${names}Łódź,Zürich\r\n`;
      const bytes = utf16(text, littleEndian, false);
      expect(detectEncoding(bytes)).toEqual({ encoding, bomLength: 0 });
      expect(decodeText(bytes.buffer)).toBe(text);
    },
  );

  it('refuses a file with zero bytes whose UTF-16 byte order cannot be told, rather than misread it', () => {
    const refused = [
      // UTF-16 without a mark whose letters put zero bytes on both sides (U+4E00 is 00 4E in little endian).
      utf16('Name\r\n一\r\n', true, false),
      // No line break: nothing tells which order makes text.
      utf16('Name', false, false),
      // UTF-8 with NULs in it, and an odd number of bytes.
      utf8('Name\r\nAnna\0\0Schmidt\r\n'),
      utf8('Name\0\r\n'),
    ];
    for (const bytes of refused) {
      expect(() => detectEncoding(bytes)).toThrow(UnreadableFileError);
      expect(() => decodeText(bytes)).toThrow(UnreadableFileError);
    }
  });

  it('still reads UTF-16 with a byte order mark whatever letters it holds', () => {
    const text = 'Name\r\n一 Łódź\r\n';
    expect(decodeText(utf16(text, true))).toBe(text);
    expect(decodeText(utf16(text, false))).toBe(text);
  });

  it('keeps a replacement character the file holds, and says so', () => {
    const text = decodeText(utf8('J\uFFFDrgen'));
    expect(text).toBe('J\uFFFDrgen');
    expect(hasUnreadableLetters(text)).toBe(true);
    expect(hasUnreadableLetters('Jürgen')).toBe(false);
  });

  it('reads an empty file as no text', () => {
    expect(decodeText(new ArrayBuffer(0))).toBe('');
  });
});
