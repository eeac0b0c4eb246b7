import { eddmFormatLabels } from './glossary';
import { eddmFormats, type EddmFormat, type FlyerSize } from './quote';

/**
 * The print vocabulary both sides share: what each EDDM format measures, what each design or template
 * format is printed as, and which channels it can serve. The sandbox prices, checks fitness and names
 * formats with these values; the dashboard shows them with these values. Nothing else spells a size.
 *
 * Design formats arrive as codes (`POSTCARD_6X9` from designs, `POSTCARD_9x6` from templates, in any
 * letter case); `designFormatSpec` reads them without regard to case.
 */

/** Width and height in inches, as printers write them (the shorter side first). */
export interface InchSize {
  widthIn: number;
  heightIn: number;
}

/**
 * EDDM formats with their trimmed size. USPS EDDM takes flats only (longer than 10.5 in, or taller than
 * 6.125 in); these are the sizes EDDM print shops sell under these names.
 */
export const eddmFormatSizes: Record<EddmFormat, InchSize> = {
  SMALL: { widthIn: 4.25, heightIn: 11 },
  BEST_SELLER: { widthIn: 6.25, heightIn: 9 },
  LARGE: { widthIn: 6.25, heightIn: 11 },
  JUMBO: { widthIn: 8.5, heightIn: 11 },
  OVERSIZED: { widthIn: 12, heightIn: 15 },
};

const inchNumber = (n: number) => String(n);
/** `6.25 × 9 in`. */
export const inchSizeText = (s: InchSize) => `${inchNumber(s.widthIn)} × ${inchNumber(s.heightIn)} in`;

/** `Best seller (6.25 × 9 in)`: an EDDM format by its name and size, never its code. */
export const eddmFormatText = (format: EddmFormat) =>
  `${eddmFormatLabels[format]} (${inchSizeText(eddmFormatSizes[format])})`;

export const isEddmFormat = (value: string | null | undefined): value is EddmFormat =>
  (eddmFormats as readonly (string | null | undefined)[]).includes(value);

/** What a printed piece is. Postcards are mail pieces; the others are street pieces, never mailed. */
export type PieceKind = 'postcard' | 'flyer' | 'doorHanger' | 'insert';

/** Where a piece goes: `mail` is direct mail (ADM: EDDM and saved audiences), `street` H2H and D2D. */
export type PieceChannel = 'mail' | 'street';

export const pieceChannelOf: Record<PieceKind, PieceChannel> = {
  postcard: 'mail',
  flyer: 'street',
  doorHanger: 'street',
  insert: 'street',
};

export interface DesignFormatSpec {
  kind: PieceKind;
  /** The piece as designed. */
  size: InchSize | { widthMm: number; heightMm: number };
  /** For a postcard, the EDDM format it is printed and priced as; null when no EDDM format takes it. */
  eddmFormat: EddmFormat | null;
  /** For a street piece, the flyer calculator's size it is printed and priced as. */
  flyerSize: FlyerSize | null;
}

/** A postcard of `widthIn` × `heightIn`, mailed as `eddmFormat` (null: no EDDM format takes it). */
const postcard = (widthIn: number, heightIn: number, eddmFormat: EddmFormat | null): DesignFormatSpec => ({
  kind: 'postcard',
  size: { widthIn, heightIn },
  eddmFormat,
  flyerSize: null,
});

/**
 * Every design and template format the service uses, by its code in capitals. A landscape template
 * (`POSTCARD_9x6`) is the same piece as its portrait twin.
 */
export const designFormatSpecs = {
  POSTCARD_6X9: postcard(6, 9, 'BEST_SELLER'),
  POSTCARD_9X6: postcard(9, 6, 'BEST_SELLER'),
  POSTCARD_6X11: postcard(6, 11, 'LARGE'),
  POSTCARD_11X6: postcard(11, 6, 'LARGE'),
  POSTCARD_8_5X11: postcard(8.5, 11, 'JUMBO'),
  POSTCARD_6X4: postcard(6, 4, null),
  FLYER_A5: { kind: 'flyer', size: { widthMm: 148, heightMm: 210 }, eddmFormat: null, flyerSize: 'A5' },
  DOOR_HANGER: {
    kind: 'doorHanger',
    size: { widthIn: 4.25, heightIn: 11 },
    eddmFormat: null,
    flyerSize: 'DL',
  },
  INSERT_A4: { kind: 'insert', size: { widthMm: 210, heightMm: 297 }, eddmFormat: null, flyerSize: 'A4' },
} as const satisfies Record<string, DesignFormatSpec>;
export type DesignFormatCode = keyof typeof designFormatSpecs;
export const designFormatCodes = Object.keys(designFormatSpecs) as DesignFormatCode[];

/** The spec of a design or template format code (any letter case), or null for a code not known here. */
export function designFormatSpec(code: string | null | undefined): DesignFormatSpec | null {
  const key = (code ?? '').trim().toUpperCase();
  return Object.hasOwn(designFormatSpecs, key) ? designFormatSpecs[key as DesignFormatCode] : null;
}

const kindWords: Record<PieceKind, string> = {
  postcard: 'Postcard',
  flyer: 'Flyer',
  doorHanger: 'Door hanger',
  insert: 'Insert',
};

const sizeText = (s: DesignFormatSpec['size']) =>
  'widthIn' in s ? inchSizeText(s) : `${s.widthMm} × ${s.heightMm} mm`;

/**
 * A design or template format in words, by its name and size, never its code: `Postcard 6 × 9 in`,
 * `Flyer A5 (148 × 210 mm)`. An unknown code reads as `Other format`.
 */
export function designFormatText(code: string | null | undefined): string {
  const spec = designFormatSpec(code);
  if (!spec) return 'Other format';
  if (spec.flyerSize && spec.kind !== 'doorHanger')
    return `${kindWords[spec.kind]} ${spec.flyerSize} (${sizeText(spec.size)})`;
  return `${kindWords[spec.kind]} ${sizeText(spec.size)}`;
}

/** The builder subtypes by the channel their pieces go through. */
export const subtypePieceChannel = {
  EDDM: 'mail',
  AUDIENCE: 'mail',
  HANDTOHAND: 'street',
  LETTERBOX: 'street',
} as const satisfies Record<string, PieceChannel>;
export type FitSubtype = keyof typeof subtypePieceChannel;

/** Why a design or template cannot serve a draft. */
export const designUnfitReasons = [
  /** A door hanger, flyer or insert on a mail draft. */
  'streetPiece',
  /** A postcard on a street draft. */
  'mailPiece',
  /** A postcard no EDDM format takes (smaller than the smallest EDDM flat). */
  'notEddmSize',
  /** A template that does not meet postal-service rules, on a mail draft. */
  'notPostalCompliant',
  /** A format code this vocabulary does not know. */
  'unknownFormat',
] as const;
export type DesignUnfitReason = (typeof designUnfitReasons)[number];

/** Plain sentences for each reason: the sandbox's refusals and the dashboard's marks say the same. */
export const designUnfitText: Record<DesignUnfitReason, string> = {
  streetPiece: 'it is a street piece (flyer, door hanger or insert), which is handed out, never mailed',
  mailPiece: 'it is a postcard, which is mailed, not handed out',
  notEddmSize: 'it is smaller than the smallest Every Door Direct Mail size (Small, 4.25 × 11 in)',
  notPostalCompliant: 'the template does not meet postal-service rules, so it cannot be mailed',
  unknownFormat: 'its print format is not one this service prints',
};

export type DesignFit =
  | { fits: true; eddmFormat: EddmFormat | null; flyerSize: FlyerSize | null }
  | { fits: false; reason: DesignUnfitReason };

/**
 * Whether a design (or template, with its `postalCompliant`) of `format` can serve a draft of `subtype`.
 * Mail drafts take postcards (EDDM only those an EDDM format takes; a template must be postal-compliant);
 * street drafts take flyers, door hangers and inserts. A fitting piece carries the EDDM format or flyer
 * size it is printed and priced as.
 */
export function designFit(
  format: string | null | undefined,
  subtype: FitSubtype,
  options: { postalCompliant?: boolean } = {},
): DesignFit {
  const spec = designFormatSpec(format);
  if (!spec) return { fits: false, reason: 'unknownFormat' };
  const channel = subtypePieceChannel[subtype];
  if (channel === 'mail') {
    if (pieceChannelOf[spec.kind] !== 'mail') return { fits: false, reason: 'streetPiece' };
    if (options.postalCompliant === false) return { fits: false, reason: 'notPostalCompliant' };
    if (subtype === 'EDDM' && spec.eddmFormat === null) return { fits: false, reason: 'notEddmSize' };
    return { fits: true, eddmFormat: spec.eddmFormat, flyerSize: null };
  }
  if (pieceChannelOf[spec.kind] !== 'street') return { fits: false, reason: 'mailPiece' };
  return { fits: true, eddmFormat: null, flyerSize: spec.flyerSize };
}

/**
 * What a street draft is priced on when nothing else says: the flyer calculator's paper for every builder
 * draft (designs carry no paper), and its size when no design is chosen yet.
 */
export const STREET_DRAFT_PAPER = '135gsm' as const;
export const STREET_DRAFT_DEFAULT_SIZE: FlyerSize = 'A5';
