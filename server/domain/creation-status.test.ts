import { describe, expect, it } from 'vitest';
import type { CampaignDraftRow } from '../db/types';
import { creationStatus } from './creation-status';
import type { DraftState } from './draft-state';

/**
 * Creation status from a stored draft alone (no database): each check that makes submit refuse is named
 * in `missing`, one item changed at a time from a draft that is complete.
 */

const AS_OF = '2026-01-05';
const START = '2026-03-02';

function draftRow(subtype: 'EDDM' | 'AUDIENCE', changes: Partial<CampaignDraftRow> = {}): CampaignDraftRow {
  return {
    campaign_id: 41,
    channel: 'ADM',
    subtype,
    internal_status: 'DRAFT',
    last_active_step: 'details',
    selected_design_id: 7,
    template_id: null,
    audience_id: subtype === 'AUDIENCE' ? 3 : null,
    volume: null,
    format: 'BEST_SELLER',
    suggestions_enabled: subtype === 'EDDM' ? 1 : 0,
    submitted_at: null,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    ...changes,
  };
}

/** A saved-audience draft with everything submit needs: a READY audience of 1,200 addresses, a READY design. */
function audienceDraft(changes: Partial<DraftState> = {}): DraftState {
  return {
    campaign: {
      id: 41,
      name: 'Spring mailer',
      type: 3,
      status: 0,
      client_id: 'c1',
      country_id: 'US',
      country_name: 'United States',
      start_date: START,
      campaign_duration_week: 2,
      offer_expiration_date: null,
      no_expiration: 1,
      scan_data_enabled: 1,
      conversions_api_enabled: 0,
      created_at: '2026-01-02T10:00:00.000Z',
      updated_at: '2026-01-02T10:00:00.000Z',
      city_name: 'Austin',
      planned_volume: 0,
    },
    draft: draftRow('AUDIENCE'),
    locations: [],
    routes: [],
    cities: [],
    attributes: [],
    audience: { status: 'READY', address_count: 1200 },
    design: { status: 'READY', format: 'POSTCARD_6X9' },
    template: undefined,
    ...changes,
  };
}

describe('creationStatus', () => {
  it('a complete saved-audience draft is submittable, nothing missing', () => {
    const s = creationStatus(audienceDraft(), AS_OF);
    expect(s).toMatchObject({ internalStatus: 'DRAFT', submittable: true, complete: true, missing: [] });
  });

  it('names a chosen design that is not READY (designReady) and says what it is', () => {
    for (const status of ['PROCESSING', 'DRAFT', 'FAILED']) {
      const s = creationStatus(audienceDraft({ design: { status, format: 'POSTCARD_6X9' } }), AS_OF);
      expect(s.missing).toEqual(['designReady']);
      expect(s.submittable).toBe(false);
      expect(s.note).toBe(`The chosen design is ${status}; choose a READY design.`);
    }
  });

  it('names a design that is not READY on an EDDM draft too', () => {
    const eddm = audienceDraft({
      draft: draftRow('EDDM'),
      audience: undefined,
      routes: [
        { zip: '78701', croute: 'C001', resident_count: 600, business_count: 80, location_id: 1 },
        { zip: '78701', croute: 'C002', resident_count: 500, business_count: 20, location_id: 1 },
      ],
    });
    expect(creationStatus(eddm, AS_OF).missing).toEqual([]);
    const pending = { ...eddm, design: { status: 'PROCESSING', format: 'POSTCARD_6X9' } };
    expect(creationStatus(pending, AS_OF).missing).toEqual(['designReady']);
  });

  it('EDDM routes of exactly the minimum (1,000 pieces) are submittable; 999 are not', () => {
    const eddmOf = (residents: number, businesses: number) =>
      audienceDraft({
        draft: draftRow('EDDM'),
        audience: undefined,
        routes: [
          { zip: '78701', croute: 'C001', resident_count: residents, business_count: 0, location_id: 1 },
          { zip: '78701', croute: 'C002', resident_count: 0, business_count: businesses, location_id: 1 },
        ],
      });
    const atMinimum = creationStatus(eddmOf(900, 100), AS_OF);
    expect(atMinimum.missing).toEqual([]);
    expect(atMinimum.submittable).toBe(true);
    const below = creationStatus(eddmOf(900, 99), AS_OF);
    expect(below.missing).toEqual(['minimumVolume']);
    expect(below.submittable).toBe(false);
    expect(below.note).toMatch(/reach 999 pieces .* at least 1000/);
  });

  it('names a READY saved audience with no addresses (audienceAddresses)', () => {
    const s = creationStatus(audienceDraft({ audience: { status: 'READY', address_count: 0 } }), AS_OF);
    expect(s.missing).toEqual(['audienceAddresses']);
    expect(s.submittable).toBe(false);
    expect(s.complete).toBe(true);
  });

  it('an audience not READY is audienceReady; none attached is audience; an unreadable count is unknown', () => {
    const building = creationStatus(
      audienceDraft({ audience: { status: 'PROCESSING', address_count: 0 } }),
      AS_OF,
    );
    expect(building.missing).toEqual(['audienceReady']);
    expect(creationStatus(audienceDraft({ audience: undefined }), AS_OF).missing).toEqual(['audience']);
    const unread = creationStatus(
      audienceDraft({ audience: { status: 'READY', address_count: null } }),
      AS_OF,
    );
    expect(unread).toMatchObject({ submittable: null, complete: false, missing: [] });
  });
});
