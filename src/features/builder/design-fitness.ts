/**
 * Which designs and templates can serve a draft, from the shared print vocabulary (`designFit`): those
 * that fit first (in the service's order), then the others with the reason they cannot be used. A design
 * that fits says what it is printed and priced as (an EDDM format, or a flyer size).
 */
import { flyerSizeLabels } from '../../api/contract/glossary';
import {
  designFit,
  designUnfitText,
  eddmFormatText,
  subtypePieceChannel,
  type DesignFit,
  type DesignUnfitReason,
  type FitSubtype,
} from '../../api/contract/print-format';
import type { DraftFlavour } from './wizard-model';

/** The subtype a draft's designs are checked against: the service's, else its flavour's usual one. */
export function fitSubtypeOf(subtype: string | null | undefined, flavour: DraftFlavour): FitSubtype {
  const s = subtype?.trim().toUpperCase() ?? '';
  if (Object.hasOwn(subtypePieceChannel, s)) return s as FitSubtype;
  return flavour === 'eddm' ? 'EDDM' : flavour === 'audience' ? 'AUDIENCE' : 'HANDTOHAND';
}

type Fitted<T> = { item: T; fit: DesignFit };

/**
 * `items` with their fit, fitting ones first; each group keeps the order it was given in (the service's
 * sort). `postalCompliant` is a template's (designs have none).
 */
export function sortByFit<T>(
  items: readonly T[],
  subtype: FitSubtype,
  read: (item: T) => { format: string; postalCompliant?: boolean },
): Fitted<T>[] {
  const all = items.map((item) => {
    const { format, postalCompliant } = read(item);
    return { item, fit: designFit(format, subtype, { postalCompliant }) };
  });
  return [...all.filter((f) => f.fit.fits), ...all.filter((f) => !f.fit.fits)];
}

/** What the draft's kind of piece is called, for the unfit sentence. */
const draftWords: Record<FitSubtype, string> = {
  EDDM: 'mail to every home on chosen routes',
  AUDIENCE: 'mail to an address list',
  HANDTOHAND: 'hand-to-hand distribution',
  LETTERBOX: 'a letterbox drop',
};

/** "Cannot be used for mail to every home on chosen routes: it is a street piece (…), which is …." */
export function unfitSentence(reason: DesignUnfitReason, subtype: FitSubtype): string {
  return `Cannot be used for ${draftWords[subtype]}: ${designUnfitText[reason]}.`;
}

/**
 * What a fitting design is printed and priced as: "Printed as Best seller (6.25 × 9 in), an Every Door
 * Direct Mail size; the price follows it." for EDDM, "Printed as a flyer, A5 (148 × 210 mm)." for street
 * drafts; null when there is nothing to say.
 */
export function printedAsText(fit: DesignFit): string | null {
  if (!fit.fits) return null;
  if (fit.eddmFormat) {
    return `Printed as ${eddmFormatText(fit.eddmFormat)}, an Every Door Direct Mail size; the price follows it.`;
  }
  if (fit.flyerSize) return `Printed as a flyer, ${flyerSizeLabels[fit.flyerSize]}.`;
  return null;
}
