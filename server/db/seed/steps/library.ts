import { artPath, shapeOf } from '../../../domain/assets';
import { addDays, addSeconds, startOfDayUtc } from '../dates';
import type { Rng } from '../prng';
import type { SeedStep } from '../seed-step';

/** The shared design-template library: [name, industry, format, orientation, postalCompliant, description]. */
const templates: readonly (readonly [string, string, string, string, boolean, string])[] = [
  [
    'Grand Opening Feast',
    'FOOD',
    'POSTCARD_9x6',
    'LANDSCAPE',
    true,
    'Big photo, opening date and a first-visit offer.',
  ],
  [
    'Menu Spotlight',
    'FOOD',
    'POSTCARD_11x6',
    'LANDSCAPE',
    true,
    'Three dishes with prices and a QR code to order.',
  ],
  [
    'Pizza Night Deal',
    'FOOD',
    'POSTCARD_9x6',
    'LANDSCAPE',
    true,
    'A bold single offer with a tear-off coupon look.',
  ],
  [
    'Fresh From the Oven',
    'FOOD',
    'POSTCARD_6x4',
    'PORTRAIT',
    false,
    'Full-bleed photo; the address block overlaps the art, so it is not mail-ready.',
  ],
  [
    'Family Bundle',
    'FOOD',
    'POSTCARD_11x6',
    'LANDSCAPE',
    true,
    'Bundle pricing table with a map of nearby stores.',
  ],
  ['First Month Free', 'FITNESS', 'POSTCARD_9x6', 'LANDSCAPE', true, 'Membership offer with class photos.'],
  [
    'Class Schedule',
    'FITNESS',
    'POSTCARD_11x6',
    'PORTRAIT',
    false,
    'Weekly timetable; text runs into the postal clear zone.',
  ],
  ['Seasonal Sale', 'RETAIL', 'POSTCARD_9x6', 'LANDSCAPE', true, 'Percent-off headline with a countdown.'],
  ['New Arrivals', 'RETAIL', 'POSTCARD_6x4', 'LANDSCAPE', true, 'Product grid for a compact postcard.'],
  [
    'Loyalty Rewards',
    'RETAIL',
    'POSTCARD_11x6',
    'LANDSCAPE',
    true,
    'Points explainer with an app download QR code.',
  ],
  [
    'Just Listed',
    'REAL_ESTATE',
    'POSTCARD_9x6',
    'LANDSCAPE',
    true,
    'Listing photo, price and agent details.',
  ],
  ['Just Sold', 'REAL_ESTATE', 'POSTCARD_9x6', 'LANDSCAPE', true, 'Sold banner with neighbourhood stats.'],
  [
    'Open House',
    'REAL_ESTATE',
    'POSTCARD_6x4',
    'PORTRAIT',
    false,
    'Portrait layout without an indicia area.',
  ],
  [
    'Lawn Care Special',
    'HOME_SERVICES',
    'POSTCARD_9x6',
    'LANDSCAPE',
    true,
    'Before/after photos and a seasonal price.',
  ],
  ['Plumbing Coupons', 'HOME_SERVICES', 'POSTCARD_11x6', 'LANDSCAPE', true, 'Three clip-out coupons.'],
  [
    'New Patient Welcome',
    'HEALTHCARE',
    'POSTCARD_9x6',
    'LANDSCAPE',
    true,
    'Friendly team photo and insurance logos.',
  ],
  [
    'Dental Checkup Reminder',
    'HEALTHCARE',
    'POSTCARD_6x4',
    'LANDSCAPE',
    true,
    'Reminder card with a booking QR code.',
  ],
  [
    'Oil Change Offer',
    'AUTOMOTIVE',
    'POSTCARD_9x6',
    'LANDSCAPE',
    true,
    'Price-led offer with a service checklist.',
  ],
  [
    'Car Wash Club',
    'AUTOMOTIVE',
    'POSTCARD_11x6',
    'PORTRAIT',
    false,
    'Membership tiers; bleed exceeds the postal limits.',
  ],
  ['Enrollment Open', 'EDUCATION', 'POSTCARD_9x6', 'LANDSCAPE', true, 'Programme highlights and key dates.'],
  [
    'Tutoring Sessions',
    'EDUCATION',
    'POSTCARD_6x4',
    'LANDSCAPE',
    true,
    'Subjects, age groups and a first-lesson offer.',
  ],
  ['Community Event', 'RETAIL', 'POSTCARD_9x6', 'LANDSCAPE', true, 'Event date, map and sponsors.'],
];

const designFormats = [
  'POSTCARD_6X9',
  'POSTCARD_6X11',
  'POSTCARD_8_5X11',
  'FLYER_A5',
  'DOOR_HANGER',
] as const;
const designWords = [
  'family-deal',
  'large-pepperoni',
  'lunch-combo',
  'garlic-knots',
  'game-day',
  'vegan-menu',
  'grand-opening',
  'free-delivery',
  'wings-special',
  'student-night',
  'two-for-tuesday',
  'loyalty-app',
  'holiday-menu',
  'summer-patio',
] as const;
const fileSuffixes = ['', '-v2', '-v3', '-final', '-final-2', '-print', '-cmyk'] as const;

interface AudienceSpec {
  name: string;
  status: 'READY' | 'PROCESSING' | 'FAILED';
  /** undefined: a random count; null: the count could not be read. */
  count?: number | null;
}

/** Client 0's audiences, in creation order. The drafts step attaches some of them by name. */
export const clientZeroAudiences: readonly AudienceSpec[] = [
  { name: 'Past customers – Austin', status: 'READY' },
  { name: 'Loyalty app members', status: 'READY' },
  { name: 'Lapsed customers (90 days)', status: 'READY' },
  { name: 'New movers – Denver metro', status: 'READY' },
  { name: 'Catering leads 2025', status: 'READY' },
  { name: 'Game day bundle buyers', status: 'READY' },
  { name: 'Chicago delivery zone households', status: 'READY' },
  { name: 'Franchise partner list (imported)', status: 'READY', count: null },
  { name: 'Student discount sign-ups', status: 'READY' },
  { name: 'Phoenix new subdivisions', status: 'PROCESSING', count: null },
  { name: 'Vegan menu waitlist', status: 'READY' },
  { name: 'Spring promo responders', status: 'PROCESSING', count: null },
  { name: 'Old CRM export (bad columns)', status: 'FAILED', count: null },
  { name: 'High-value households – Seattle', status: 'READY' },
];
export const AUDIENCE_UNKNOWN_COUNT = 'Franchise partner list (imported)';
export const AUDIENCE_PROCESSING = 'Phoenix new subdivisions';

const otherAudiences: Record<string, readonly AudienceSpec[]> = {
  '1002': [
    { name: 'Clients fidèles – Paris', status: 'READY' },
    { name: 'Abonnés newsletter', status: 'READY' },
    { name: 'Nouveaux habitants Lyon', status: 'PROCESSING', count: null },
    { name: 'Import fichier boutique', status: 'READY', count: null },
  ],
  '1003': [
    { name: 'Trial members 2025', status: 'READY' },
    { name: 'Members who paused', status: 'FAILED', count: null },
  ],
};

const designCount: Record<string, number> = { '1001': 36, '1002': 8, '1003': 4 };

function designName(rng: Rng, format: string, used: Set<string>): string {
  for (;;) {
    const size = format.startsWith('POSTCARD_')
      ? format.slice(9).toLowerCase().replace('_', '.')
      : format.toLowerCase().replace('_', '-');
    const ext = rng.weighted([
      ['pdf', 70],
      ['png', 20],
      ['jpg', 10],
    ] as const);
    const name = `${rng.pick(designWords)}-${size}${rng.pick(fileSuffixes)}.${ext}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

/** A code as the words printed on a preview: `REAL_ESTATE` -> "Real estate". */
function words(code: string): string {
  const w = code.replace(/_/g, ' ').toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** A print format as printed on a preview: `POSTCARD_8_5X11` -> "Postcard 8.5×11", `FLYER_A5` -> "Flyer A5". */
function formatWords(format: string): string {
  const dims = /^([A-Z]+)_(\d+(?:_\d+)?)X(\d+(?:_\d+)?)$/i.exec(format);
  if (dims) return `${words(dims[1]!)} ${dims[2]!.replace('_', '.')}×${dims[3]!.replace('_', '.')}`;
  return words(format).replace(/\ba(\d)/, 'A$1');
}

/** Shared design templates, and each client's designs and saved audiences. */
export const libraryStep: SeedStep = {
  name: 'library',
  run({ sqlite, now, rng, clients }) {
    const today = startOfDayUtc(now);

    const insertTemplate = sqlite.prepare(
      `insert into design_templates (id, name, description, thumbnail_path, is_public, orientation, format, industry,
        postal_compliant) values (?, ?, ?, ?, 1, ?, ?, ?, ?)`,
    );
    templates.forEach(([name, industry, format, orientation, compliant, description], i) => {
      const [w, h] = format === 'POSTCARD_6x4' ? [6, 4] : format === 'POSTCARD_11x6' ? [11, 6] : [9, 6];
      const [tw, th] = orientation === 'PORTRAIT' ? [h, w] : [w, h];
      const thumb = artPath({
        title: name,
        subtitle: words(industry),
        seed: `t${i + 1}`,
        kind: 'template',
        width: tw,
        height: th,
      });
      insertTemplate.run(501 + i, name, description, thumb, orientation, format, industry, compliant ? 1 : 0);
    });

    const insertDesign = sqlite.prepare(
      `insert into designs (id, client_id, name, format, status, thumbnail_path, template_id, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let designId = 3000;
    for (const client of clients) {
      const used = new Set<string>();
      const n = designCount[client.id] ?? 3;
      // Oldest first, so ids grow with upload time.
      const ages = Array.from({ length: n }, () => rng.int(1, 700)).sort((a, b) => b - a);
      ages.forEach((age, i) => {
        const format = rng.pick(designFormats);
        const name = designName(rng, format, used);
        // The newest uploads may still be processing; an odd one was rejected.
        const status = i >= n - 2 && rng.chance(0.7) ? 'PROCESSING' : rng.chance(0.06) ? 'REJECTED' : 'READY';
        const fromTemplate = rng.chance(0.25) ? 501 + rng.int(0, templates.length - 1) : null;
        const [w, h] = shapeOf(format);
        const thumb = artPath({
          title: name.replace(/\.[a-z]+$/, '').replace(/-/g, ' '),
          subtitle: formatWords(format),
          seed: `d${designId + 1}`,
          kind: 'design',
          width: w,
          height: h,
        });
        designId += rng.int(1, 3);
        const created = addSeconds(addDays(today, -age), rng.int(8 * 3600, 20 * 3600));
        insertDesign.run(
          designId,
          client.id,
          name,
          format,
          status,
          thumb,
          fromTemplate,
          created.toISOString(),
        );
      });
    }

    const insertAudience = sqlite.prepare(
      `insert into audiences (id, client_id, name, status, address_count, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
    );
    let audienceId = 4000;
    for (const client of clients) {
      const list = client.id === '1001' ? clientZeroAudiences : (otherAudiences[client.id] ?? []);
      const ages = list.map(() => rng.int(2, 600)).sort((a, b) => b - a);
      list.forEach((a, i) => {
        audienceId += rng.int(1, 2);
        const created = addSeconds(addDays(today, -ages[i]!), rng.int(8 * 3600, 20 * 3600));
        const count = a.count === undefined ? rng.int(8, 240) * 50 + rng.int(0, 49) : a.count;
        const updated =
          a.status === 'PROCESSING'
            ? addSeconds(now, -rng.int(300, 7200))
            : addSeconds(created, rng.int(60, 3600));
        insertAudience.run(
          audienceId,
          client.id,
          a.name,
          a.status,
          count,
          created.toISOString(),
          updated.toISOString(),
        );
      });
    }
  },
};
