import { hashSeed } from '../../db/seed/prng';
import type { ArtKind } from '../../../src/api/contract/sandbox';

export interface ArtRequest {
  title: string;
  subtitle?: string;
  seed: string;
  kind: ArtKind;
  w: number;
  h: number;
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

/** Greedy word wrap to at most `max` lines of about `width` characters (the last one ellipsised). */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]!.slice(0, Math.max(1, width - 1))}…`;
    return kept;
  }
  return lines;
}

/**
 * A thumbnail that looks like a piece of print: a colour field picked from the seed, the title and
 * subtitle, and (for flyers and designs) a QR-like code. Pure: everything it shows is in its arguments.
 */
export function renderArtSvg(a: ArtRequest): string {
  const hash = hashSeed(a.seed);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >> 9) % 60)) % 360;
  const long = 600;
  const ratio = a.w / a.h;
  const W = Math.round(ratio >= 1 ? long : long * ratio);
  const H = Math.round(ratio >= 1 ? long / ratio : long);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(a.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 30%)"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
  ];
  if (a.kind === 'logo') {
    const initials = a.title
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('');
    const r = Math.min(W, H) * 0.36;
    parts.push(
      `<circle cx="${W / 2}" cy="${H / 2}" r="${r}" fill="#fff" fill-opacity="0.92"/>`,
      `<text x="${W / 2}" y="${H / 2}" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${Math.round(r * 0.8)}" fill="hsl(${hue} 70% 35%)">${escapeXml(initials)}</text>`,
    );
  } else {
    for (let i = 0; i < 3; i++) {
      const cx = ((hash >> (i * 5)) % 100) / 100;
      const cy = ((hash >> (i * 7 + 3)) % 100) / 100;
      parts.push(
        `<circle cx="${Math.round(cx * W)}" cy="${Math.round(cy * H)}" r="${Math.round(Math.min(W, H) * (0.18 + i * 0.08))}" fill="#fff" fill-opacity="${0.07 + i * 0.03}"/>`,
      );
    }
    const size = Math.round(Math.min(W, H) * (ratio >= 1 ? 0.11 : 0.085));
    const lines = wrap(a.title, Math.max(8, Math.floor((W * 0.86) / (size * 0.56))), 4);
    const top = Math.round(H * 0.14) + size;
    lines.forEach((line, i) => {
      parts.push(
        `<text x="${Math.round(W * 0.07)}" y="${top + i * Math.round(size * 1.15)}" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(line)}</text>`,
      );
    });
    if (a.subtitle) {
      const small = Math.round(size * 0.45);
      parts.push(
        `<text x="${Math.round(W * 0.07)}" y="${H - Math.round(H * 0.08)}" font-family="Helvetica, Arial, sans-serif" font-size="${small}" fill="#fff" fill-opacity="0.9">${escapeXml(a.subtitle)}</text>`,
      );
    }
    if (a.kind === 'flyer' || a.kind === 'design' || a.kind === 'template') {
      const q = Math.round(Math.min(W, H) * 0.2);
      const cell = q / 7;
      const x0 = W - q - Math.round(W * 0.06);
      const y0 = H - q - Math.round(H * 0.2);
      parts.push(
        `<rect x="${x0 - cell / 2}" y="${y0 - cell / 2}" width="${q + cell}" height="${q + cell}" fill="#fff"/>`,
      );
      let bits = hash;
      for (let y = 0; y < 7; y++) {
        for (let x = 0; x < 7; x++) {
          const finder = (x < 2 && y < 2) || (x > 4 && y < 2) || (x < 2 && y > 4);
          bits = Math.imul(bits ^ (bits >>> 13), 0x5bd1e995) >>> 0;
          if (finder || bits % 2 === 0) {
            parts.push(
              `<rect x="${(x0 + x * cell).toFixed(1)}" y="${(y0 + y * cell).toFixed(1)}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}" fill="#111"/>`,
            );
          }
        }
      }
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

/** PDF text: Latin-1 only (Helvetica with WinAnsi), with the string delimiters escaped. */
const pdfText = (s: string) =>
  [...s]
    .map((ch) => (ch.charCodeAt(0) < 256 ? ch : ch === '–' || ch === '—' ? '-' : '?'))
    .join('')
    .replace(/[\\()]/g, (ch) => `\\${ch}`);

/** A one-page PDF carrying the title and subtitle, sized like the piece (long side 600 pt). */
export function renderPdf(a: { title: string; subtitle?: string; w: number; h: number }): Buffer {
  const ratio = a.w / a.h;
  const W = Math.round(ratio >= 1 ? 600 : 600 * ratio);
  const H = Math.round(ratio >= 1 ? 600 / ratio : 600);
  const lines = wrap(a.title, Math.max(10, Math.floor(W / 16)), 5);
  const text = [
    'BT /F1 28 Tf 36 ' + (H - 72) + ' Td 34 TL',
    ...lines.map((l) => `(${pdfText(l)}) Tj T*`),
    a.subtitle ? `/F1 14 Tf (${pdfText(a.subtitle)}) Tj T*` : '',
    '/F1 10 Tf (Doorstep sandbox sample file) Tj',
    'ET',
  ]
    .filter(Boolean)
    .join('\n');
  const content = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const push = (b: Buffer) => {
    chunks.push(b);
    length += b.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.from(`5 0 obj\n<< /Length ${content.length} >>\nstream\n`, 'latin1'));
  push(content);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  const table = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 6\n0000000000 65535 f \n${table}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(chunks);
}
