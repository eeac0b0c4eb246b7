/**
 * The wizard's words for what the service sends as codes and field names: what a draft still needs, the
 * channel it is built on, statuses of saved lists and designs, print formats. Nothing on screen shows a
 * code; an unknown one is split into words rather than hidden.
 */
import { builderChannels, type BuilderChannel } from '../../../api/contract/builder';
import { channelChoices } from '../builder-words';
import { numberFormat } from '../../../lib/intl-cache';

/** `printVendor_id` -> "Print vendor id"; `POSTCARD_6X9` -> "Postcard 6×9"; `DOOR_HANGER` -> "Door hanger". */
function wordsOf(code: string): string {
  const trimmed = code.trim();
  if (trimmed === '') return code;
  const dims = /^([A-Za-z]+)_(\d+(?:_\d+)?)[xX](\d+(?:_\d+)?)$/.exec(trimmed);
  if (dims) {
    const kind = dims[1]!.charAt(0).toUpperCase() + dims[1]!.slice(1).toLowerCase();
    return `${kind} ${dims[2]!.replace('_', '.')}×${dims[3]!.replace('_', '.')}`;
  }
  const words = trimmed
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => (/\d/.test(w) && /[A-Za-z]/.test(w) ? w.toUpperCase() : w.toLowerCase()))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What each outstanding item of creation status asks the marketer for. */
const missingWords: Record<string, string> = {
  routes: 'Choose the postal routes to mail',
  areas: 'Choose the postal routes to mail',
  minimumVolume: 'Add routes: direct mail needs more homes than the chosen routes reach',
  audience: 'Choose a saved address list',
  audienceId: 'Choose a saved address list',
  audienceReady: 'Choose an address list that is ready to use',
  audienceAddresses: 'Choose an address list that holds addresses',
  cities: 'Choose the cities to distribute in',
  volume: 'Say how many pieces to deliver',
  flyersCount: 'Say how many pieces to deliver',
  demographics: 'Choose audience attributes',
  segments: 'Choose who to reach',
  selectedDesignId: 'Choose a design',
  designId: 'Choose a design',
  designReady: 'Choose a design that is ready to print',
  designFit: 'Choose a design that fits this kind of campaign: the chosen one cannot be used for it',
  startDate: 'Choose a launch date',
  name: 'Give the campaign a name',
};

/** The words for an item `missing` names; an unknown one in words ("Print vendor id"). */
export function missingItemText(item: string): string {
  return missingWords[item] ?? wordsOf(item);
}

/** The channel a draft is built on, in words (the new-campaign page's), from its subtype and channel. */
export function channelText(subtype: string | null | undefined, channel: string | null | undefined): string {
  const choice = channelChoices.find((c) => c.subtype === subtype?.toUpperCase());
  if (choice) return choice.title;
  if (channel && channel in builderChannels) return builderChannels[channel as BuilderChannel].label;
  return subtype ? wordsOf(subtype) : channel ? wordsOf(channel) : 'Not known';
}

/** Statuses of saved address lists and designs: a word, and why it cannot be used when it is not ready. */
const statusWords: Record<string, { label: string; audience: string; design: string }> = {
  READY: { label: 'Ready', audience: '', design: '' },
  PROCESSING: {
    label: 'Processing',
    audience: 'Still being processed: it can be chosen once it is ready.',
    design: 'Still being processed: it can be chosen once it is ready.',
  },
  FAILED: {
    label: 'Failed',
    audience: 'Its addresses could not be processed: upload the list again.',
    design: 'It could not be processed: upload it again.',
  },
  REJECTED: {
    label: 'Rejected',
    audience: 'It was rejected and cannot be mailed to.',
    design: 'It was rejected for printing: choose another design.',
  },
};

export const isReady = (status: string) => status.trim().toUpperCase() === 'READY';

export function statusLabel(status: string): string {
  return (
    statusWords[status.trim().toUpperCase()]?.label ?? (status.trim() ? wordsOf(status) : 'Status not given')
  );
}

/** Why an item that is not ready cannot be chosen. */
export function notReadyReason(status: string, what: 'audience' | 'design'): string {
  return statusWords[status.trim().toUpperCase()]?.[what] || 'It is not ready to use yet.';
}

const nf = () => numberFormat();

/** "1 city", "3 cities". */
export function countText(n: number, one: string, many: string): string {
  return `${nf().format(n)} ${n === 1 ? one : many}`;
}
