/**
 * Whether the service's answer to a send is a record it already had: a conversion whose transaction id
 * was recorded before is recorded once, and the repeat is answered with the first record (its id and
 * the time it was first recorded). The answer has no field saying so; it is known by the record itself:
 * an event id already shown on this page, or a record made well before this send started (more than
 * CLOCK_SLACK_MS earlier, so that a difference between this computer's clock and the service's is not
 * taken for a repeat).
 */
export const CLOCK_SLACK_MS = 2 * 60_000;

export function isRepeatAnswer(
  record: { id: string; createdAt: string },
  sentAt: number,
  shownIds: ReadonlySet<string>,
): boolean {
  if (shownIds.has(record.id)) return true;
  const recordedAt = Date.parse(record.createdAt);
  return Number.isFinite(recordedAt) && recordedAt < sentAt - CLOCK_SLACK_MS;
}
