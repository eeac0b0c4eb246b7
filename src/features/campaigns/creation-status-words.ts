/**
 * What a draft still needs, in words. `missing` carries field names (`selectedDesignId`, `startDate`);
 * known ones get a sentence fragment, others are split into words so nothing is hidden.
 */
const missingWords: Record<string, string> = {
  selectedDesignId: 'A design (choose one of yours or start from a template)',
  designId: 'A design',
  startDate: 'A launch date',
  name: 'A campaign name',
  routes: 'Postal carrier routes (direct-mail areas)',
  areas: 'Postal carrier routes (direct-mail areas)',
  cities: 'Cities to distribute in',
  audienceId: 'A saved address list (audience)',
  audienceReady: 'The address list must be ready',
  audienceAddresses: 'The address list has no addresses',
  minimumVolume: 'More carrier routes: the selection is below the minimum number of pieces',
  designReady: 'A design that is ready to print',
  audience: 'A saved address list (audience)',
  volume: 'The number of pieces to deliver',
  flyersCount: 'The number of pieces to deliver',
  demographics: 'Audience attributes',
  segments: 'Audience segments',
};

/** `selectedDesignId` -> "A design (…)"; `printVendor_id` -> "Print vendor id". */
export function missingItemText(name: string): string {
  const known = missingWords[name];
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

const stepWords: Record<string, string> = {
  areas: 'Carrier routes',
  segments: 'Targeting',
  demographics: 'Audience attributes',
  audience: 'Address list',
  cities: 'Cities',
  creative: 'Design',
  details: 'Launch date',
  review: 'Review and submit',
};

/** A builder step's name (`lastActiveStep`) in words; an unknown one split into words. */
export function stepText(step: string): string {
  return stepWords[step] ?? missingItemText(step);
}
