import { describe, expect, it } from 'vitest';
import { decodeText, detectEncoding, hasUnreadableLetters } from './decode-text';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** `text` in Windows-1252 (every letter used here is in Latin-1, one byte each). */
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
function utf16(text: string, littleEndian: boolean): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(2 + text.length * 2);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i += 1) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
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
