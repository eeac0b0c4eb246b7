import { meSchema } from './account';
import { campaignArtworkSchema } from './artwork';
import { audienceListQuerySchema, audienceListSchema } from './audience';
import { campaignListQuerySchema, campaignListSchema, campaignSchema } from './campaign';
import * as builder from './builder';
import { campaignScheduleSchema } from './campaign-dates';
import {
  carrierRouteBestFitQuerySchema,
  carrierRouteBestFitSchema,
  carrierRouteSearchSchema,
  carrierRoutesByCityQuerySchema,
  carrierRoutesByCitySchema,
  carrierRouteSearchQuerySchema,
} from './carrier-route';
import { channelRulesQuerySchema, channelRulesSchema } from './channel-rules';
import { cityListQuerySchema, cityListSchema } from './city';
import { numericId } from './common';
import type { EndpointDoc } from './endpoint-doc';
import { couponListQuerySchema, couponListSchema } from './coupon';
import { creationStatusSchema } from './creation-status';
import { demographicAttributesSchema } from './demographic-attributes';
import { designListQuerySchema, designListSchema } from './design';
import { designTemplateListSchema } from './design-template';
import { draftTargetingSchema } from './draft-targeting';
import { endpoint, fileAnswer, type Endpoint, type HttpMethod } from './endpoint';
import { geocodeQuerySchema, geocodeSchema } from './geocode';
import { glossarySchema } from './glossary';
import { missionListQuerySchema, missionListSchema } from './mission';
import {
  authorizeQueryDoc,
  consentFormDoc,
  grantsQueryDoc,
  oauthErrorSchema,
  revokeGrantFormDoc,
  tokenRequestDoc,
  tokenResponseSchema,
} from './oauth';
import { performanceSchema } from './performance';
import { eddmQuoteRequestSchema, eddmQuoteSchema, flyerQuoteRequestSchema, flyerQuoteSchema } from './quote';
import { artQuerySchema, fileQuerySchema, healthSchema, sandboxCredentialsSchema } from './sandbox';
import { scanAnalyticsSchema } from './scans';
import { spendQuerySchema, spendSchema } from './spend';
import { postcardRequestSchema, postcardSubmissionSchema } from './postcard';
import {
  conversionListQuerySchema,
  conversionListSchema,
  trackingEventRecordSchema,
  trackingEventRequestSchema,
} from './tracking';

/**
 * Every endpoint, once: the service's (as the spec shows them, or as the sandbox pins them where the spec
 * says "not shown") and the sandbox's own. The dashboard calls them through `callApi` and the sandbox
 * mounts them through `mount`; no other code spells a path. The sandbox serves exactly this table (a test
 * checks it) and writes its OpenAPI document from it (`GET /openapi.json`).
 *
 * A new endpoint joins the table together with its sandbox handler (a test checks the two agree).
 */

/** A campaign id in a path: digits (a non-numeric id is 400). */
const campaignId = { id: numericId } as const;

/** A campaign that is not the caller's is 404, like a missing one. */
const ownCampaign: EndpointDoc = { refusals: [404] };
/** ...and a write to a campaign that is no longer a draft is 409. */
const draftWrite: EndpointDoc = { refusals: [404, 409] };

/** A campaign-builder write: the OAuth access token with scope campaigns:create; the caller's campaign. */
const builderWrite = <const M extends 'POST' | 'PUT' | 'PATCH', const P extends string>(
  method: M,
  path: P,
  summary: string,
) => ({
  method,
  path,
  credential: 'access-token' as const,
  summary,
  pathParams: campaignId,
  doc: draftWrite,
});

/** A call with the client key. */
const clientKey = <const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
  summary: string,
) => ({
  method,
  path,
  credential: 'client-key' as const,
  summary,
});

/** A read of one of the caller's campaigns (or what a campaign page shows of it). */
const campaignRead = <const P extends string>(path: P, summary: string) => ({
  ...clientKey('GET', path, summary),
  pathParams: campaignId,
  doc: ownCampaign,
});

/** One of the sandbox's own reads: no credential, not part of the service. */
const sandboxOwn = <const P extends string>(path: P, summary: string) => ({
  method: 'GET' as const,
  path,
  credential: 'none' as const,
  audience: 'sandbox' as const,
  summary,
});

export const endpoints = {
  // Campaigns and what a campaign page reads. Ownership first: another client's campaign is 404.
  listCampaigns: endpoint({
    ...clientKey('GET', '/client/campaigns', "The caller's campaigns, newest first, filtered and paged."),
    query: campaignListQuerySchema,
    response: campaignListSchema,
  }),
  getCampaign: endpoint({
    ...campaignRead('/client/campaigns/{id}', "One of the caller's campaigns."),
    response: campaignSchema,
  }),
  campaignPerformance: endpoint({
    ...campaignRead('/client/campaigns/{id}/performance', 'Weekly (or daily) volume series of a campaign.'),
    response: performanceSchema,
  }),
  campaignScans: endpoint({
    ...campaignRead('/client/campaigns/{id}/scans', 'Scan analytics of a campaign.'),
    response: scanAnalyticsSchema,
  }),
  campaignDates: endpoint({
    ...campaignRead('/client/campaigns/{id}/dates', 'The schedule of a campaign.'),
    response: campaignScheduleSchema,
  }),
  campaignArtworks: endpoint({
    ...campaignRead('/client/campaigns/{id}/artworks', 'The artwork of a campaign.'),
    response: campaignArtworkSchema,
  }),
  campaignCreationStatus: endpoint({
    ...campaignRead('/client/campaigns/{id}/creation-status', 'What a draft still needs before submitting.'),
    response: creationStatusSchema,
  }),
  campaignDraftTargeting: endpoint({
    ...campaignRead('/client/campaigns/{id}/draft-targeting', 'The targeting a campaign was built with.'),
    response: draftTargetingSchema,
  }),
  campaignCoupons: endpoint({
    ...campaignRead('/client/campaigns/{id}/coupons', 'The coupon codes of a campaign.'),
    pinned: "Path and paging; another client's campaign gives an empty page.",
    doc: {},
    query: couponListQuerySchema,
    response: couponListSchema,
  }),

  // The campaign builder's writes (OAuth access token). A campaign that is not the caller's is 404; a
  // write to a draft that is no longer a draft is 409.
  createDraft: endpoint({
    method: 'POST',
    path: '/client/campaigns',
    credential: 'access-token',
    summary: "Creates a draft on the caller's account.",
    pinned: 'Path, body beyond channel and subtype, and response.',
    body: builder.createDraftRequestSchema,
    doc: { idempotent: true },
    response: builder.createDraftResponseSchema,
  }),
  renameCampaign: endpoint({
    ...builderWrite('PATCH', '/client/campaigns/{id}', 'Renames a draft.'),
    body: builder.renameRequestSchema,
    response: builder.renameResponseSchema,
  }),
  setDraftAreas: endpoint({
    ...builderWrite('POST', '/client/campaigns/{id}/areas', "Sets a direct-mail draft's carrier routes."),
    body: builder.setAreasRequestSchema,
    response: builder.setAreasResponseSchema,
  }),
  setDraftCities: endpoint({
    ...builderWrite('POST', '/client/campaigns/{id}/cities', "Sets a street draft's cities and volumes."),
    pinned: 'Element shape {cityId, volume?}.',
    body: builder.setCitiesRequestSchema,
    response: builder.setCitiesResponseSchema,
  }),
  setDraftDemographics: endpoint({
    ...builderWrite(
      'POST',
      '/client/campaigns/{id}/demographics',
      'Narrows a direct-mail draft by attributes.',
    ),
    pinned: 'Element shape {code, values}.',
    body: builder.setDemographicsRequestSchema,
    response: builder.setDemographicsResponseSchema,
  }),
  setDraftAudience: endpoint({
    ...builderWrite('POST', '/client/campaigns/{id}/audience', 'Attaches a saved audience to a draft.'),
    body: builder.setAudienceRequestSchema,
    response: builder.setAudienceResponseSchema,
  }),
  setDraftCreative: endpoint({
    ...builderWrite('PUT', '/client/campaigns/{id}/creative', 'Chooses the design of a draft.'),
    pinned: 'Path, body {designId} or {templateId}, and response.',
    body: builder.setCreativeRequestSchema,
    response: builder.setCreativeResponseSchema,
  }),
  setDraftDetails: endpoint({
    ...builderWrite('PATCH', '/client/campaigns/{id}/details', 'Sets the start date and volume of a draft.'),
    pinned: 'Field names startDate and volume.',
    body: builder.setDetailsRequestSchema,
    response: builder.setDetailsResponseSchema,
  }),
  submitDraft: endpoint({
    ...builderWrite('POST', '/client/campaigns/{id}/submit', 'Submits a complete draft for review.'),
    pinned: 'Path and response; no body.',
    doc: { ...draftWrite, idempotent: true },
    response: builder.submitDraftResponseSchema,
  }),
  cancelDraft: endpoint({
    ...builderWrite('POST', '/client/campaigns/{id}/cancel', 'Abandons a draft.'),
    pinned: 'Path and response; no body. The resulting state is CANCELLED.',
    response: builder.cancelDraftResponseSchema,
  }),

  // OAuth 2.0 (authorization code with PKCE): how the builder's access token is obtained. Not the
  // envelope: a consent page, a redirect and the RFC's token answers (see contract/oauth.ts).
  oauthAuthorize: endpoint({
    method: 'GET',
    path: '/oauth/authorize',
    credential: 'none',
    summary: 'The consent page: approve or deny the scope campaigns:create for a client.',
    pinned: 'Token issuing is not shown; RFC 6749 and RFC 7636 (S256 only).',
    response: fileAnswer('text/html'),
    doc: {
      query: authorizeQueryDoc,
      answers: {
        200: { description: 'The consent page.', html: true },
        302: {
          description:
            'Back to `redirect_uri`: with `code` and `state` at once (no page) when the account `login_hint` ' +
            'names already allowed this app (client_id and redirect_uri) the scope; otherwise with `error`, ' +
            '`error_description` and `state` (RFC 6749 §4.1.2.1).',
          redirect: true,
        },
        400: {
          description: 'An error page: the client or its redirect_uri is unknown (never redirected).',
          html: true,
        },
        503: { description: 'An error page: too many sign-ins are waiting for an answer.', html: true },
      },
    },
  }),
  oauthDecide: endpoint({
    method: 'POST',
    path: '/oauth/authorize',
    credential: 'none',
    summary: "The consent page's answer (a form post); redirects back to the client.",
    pinned: 'Token issuing is not shown; RFC 6749.',
    response: fileAnswer('text/html'),
    doc: {
      form: consentFormDoc,
      answers: {
        303: {
          description:
            'Back to `redirect_uri` with `code` and `state`, or `error=access_denied` and `state`.',
          redirect: true,
        },
        400: {
          description: 'An error page: the form is not a consent answer this sandbox waits for.',
          html: true,
        },
        403: { description: 'An error page: the answer was not sent from the consent page.', html: true },
      },
    },
  }),
  oauthToken: endpoint({
    method: 'POST',
    path: '/oauth/token',
    credential: 'none',
    summary: 'Exchanges an authorization code (once, with its PKCE verifier) for an access token.',
    pinned: 'Token issuing is not shown; RFC 6749 form-encoded request and JSON answers.',
    response: fileAnswer('application/json'),
    doc: {
      form: tokenRequestDoc,
      answers: {
        200: { description: 'The access token (RFC 6749 §5.1).', json: tokenResponseSchema },
        400: {
          description: 'Refused (RFC 6749 §5.2): `error` is the RFC code, `error_description` says why.',
          json: oauthErrorSchema,
        },
      },
    },
  }),

  // The sandbox's account page for what the consent page remembers (a real service has its own).
  oauthGrants: endpoint({
    ...sandboxOwn(
      '/oauth/grants',
      "The sandbox's account page: the apps each account allowed, each with Revoke access.",
    ),
    response: fileAnswer('text/html'),
    doc: {
      query: grantsQueryDoc,
      answers: {
        200: { description: 'The page: the remembered approvals, by account.', html: true },
        400: { description: 'An error page: `account` is named more than once.', html: true },
        404: { description: 'An error page: `account` names no account of this sandbox.', html: true },
      },
    },
  }),
  oauthRevokeGrant: endpoint({
    method: 'POST',
    path: '/oauth/grants',
    credential: 'none',
    audience: 'sandbox',
    summary:
      "Revoke access (the account page's form): the app is asked again, and its access tokens stop working.",
    response: fileAnswer('text/html'),
    doc: {
      form: revokeGrantFormDoc,
      answers: {
        200: { description: 'The account page again, saying what was revoked.', html: true },
        400: { description: 'An error page: the form is not a Revoke access answer.', html: true },
        403: { description: 'An error page: the form was not sent from the account page.', html: true },
      },
    },
  }),

  // Missions.
  listMissions: endpoint({
    ...clientKey(
      'GET',
      '/client/missions',
      "The caller's missions (distribution runs), newest first, filtered and paged.",
    ),
    query: missionListQuerySchema,
    response: missionListSchema,
  }),

  // Reference lists and the library.
  listCities: endpoint({
    ...clientKey('GET', '/client/cities', 'Targetable cities, by name or "Name, ST".'),
    query: cityListQuerySchema,
    response: cityListSchema,
  }),
  listAudiences: endpoint({
    ...clientKey('GET', '/client/audiences', "The caller's saved audiences (address lists)."),
    query: audienceListQuerySchema,
    response: audienceListSchema,
  }),
  listDesigns: endpoint({
    ...clientKey('GET', '/client/designs', "The caller's designs."),
    pinned: 'Names of the paging, format and sort parameters.',
    query: designListQuerySchema,
    response: designListSchema,
  }),
  listDesignTemplates: endpoint({
    ...clientKey('GET', '/client/design-templates', 'The shared design-template library.'),
    response: designTemplateListSchema,
  }),
  channelRules: endpoint({
    ...clientKey('GET', '/client/channel-rules', 'Channel rules, minimums and lead times, for a city.'),
    pinned: 'The city parameter is `cityId`.',
    doc: { refusals: [404] },
    query: channelRulesQuerySchema,
    response: channelRulesSchema,
  }),
  demographicAttributes: endpoint({
    ...clientKey(
      'GET',
      '/client/eddm/demographic-attributes',
      'The attributes a direct-mail draft can be narrowed by.',
    ),
    pinned: 'The response shape.',
    response: demographicAttributesSchema,
  }),
  glossary: endpoint({
    ...clientKey('GET', '/client/glossary', 'Labels of every code the service sends, and the option lists.'),
    pinned: 'Path and response.',
    response: glossarySchema,
  }),

  // Carrier routes and the geocoder, for picking the routes of a direct-mail draft.
  searchCarrierRoutes: endpoint({
    ...clientKey(
      'GET',
      '/client/carrier-routes/search',
      'Carrier routes within a radius of a point, nearest first (capped, not paged).',
    ),
    query: carrierRouteSearchQuerySchema,
    response: carrierRouteSearchSchema,
  }),
  bestFitCarrierRoutes: endpoint({
    ...clientKey(
      'GET',
      '/client/carrier-routes/best-fit',
      'The carrier routes nearest a point until their homes reach a volume.',
    ),
    pinned: 'Path, parameters and response.',
    query: carrierRouteBestFitQuerySchema,
    response: carrierRouteBestFitSchema,
  }),
  carrierRoutesByCity: endpoint({
    ...clientKey('GET', '/client/carrier-routes/by-city', 'The carrier routes of a city.'),
    pinned: 'Path, parameters and response.',
    doc: { refusals: [404] },
    query: carrierRoutesByCityQuerySchema,
    response: carrierRoutesByCitySchema,
  }),
  geocode: endpoint({
    ...clientKey('GET', '/client/geocode', 'A street address, a city or a ZIP code to points, best first.'),
    pinned: 'Path, parameter and response.',
    query: geocodeQuerySchema,
    response: geocodeSchema,
  }),

  // Pricing: nothing is saved.
  quoteEddm: endpoint({
    ...clientKey('POST', '/client/calculators/eddm', 'Price a direct-mail (EDDM) campaign.'),
    body: eddmQuoteRequestSchema,
    response: eddmQuoteSchema,
  }),
  quoteFlyer: endpoint({
    ...clientKey('POST', '/client/calculators/flyer-distribution', 'Price a flyer-distribution campaign.'),
    pinned: 'Names of the city, format and channel fields.',
    body: flyerQuoteRequestSchema,
    response: flyerQuoteSchema,
  }),

  // Spend and account.
  spend: endpoint({
    ...clientKey('GET', '/client/spend', "The caller's total spend over a period."),
    query: spendQuerySchema,
    response: spendSchema,
  }),
  me: endpoint({
    ...clientKey('GET', '/client/me', "The caller's account and team."),
    doc: { refusals: [404] },
    response: meSchema,
  }),

  // Tracking events, their read-back, and postcards (client key).
  recordTrackingEvent: endpoint({
    ...clientKey(
      'POST',
      '/tracking/events',
      "Records a signup or conversion event against the caller's client.",
    ),
    body: trackingEventRequestSchema,
    doc: { idempotent: true },
    response: trackingEventRecordSchema,
  }),
  listConversions: endpoint({
    ...clientKey(
      'GET',
      '/client/conversions',
      "The caller's recorded conversions, without payout and finance fields.",
    ),
    pinned: 'Path and response fields.',
    query: conversionListQuerySchema,
    response: conversionListSchema,
  }),
  sendPostcards: endpoint({
    ...clientKey('POST', '/postcards', 'Sends a postcard (one PDF) to recipients in the European Union.'),
    body: postcardRequestSchema,
    response: postcardSubmissionSchema,
  }),

  // The sandbox's own.
  health: endpoint({
    ...sandboxOwn('/health', 'The sandbox is up.'),
    response: healthSchema,
  }),
  sandboxCredentials: endpoint({
    ...sandboxOwn('/sandbox/credentials', 'The demo clients and their credentials (the one-click sign-in).'),
    response: sandboxCredentialsSchema,
  }),
  artworkImage: endpoint({
    ...sandboxOwn('/sandbox/assets/art.svg', 'An artwork thumbnail, drawn from its query alone.'),
    query: artQuerySchema,
    response: fileAnswer('image/svg+xml'),
  }),
  artworkFile: endpoint({
    ...sandboxOwn('/sandbox/assets/file.pdf', 'An artwork print file, drawn from its query alone.'),
    query: fileQuerySchema,
    response: fileAnswer('application/pdf'),
  }),
  openApi: endpoint({
    ...sandboxOwn('/openapi.json', 'This table as an OpenAPI 3.1 document.'),
    response: fileAnswer('application/json'),
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
