/** The plan in the address: shared with the new-campaign page, which starts a draft from it. */
export * from '../../lib/plan-url';
