import { describe, expect, it } from 'vitest';
import {
  designListQuerySchema,
  designListSchema,
  parseDesignListQuery,
  type DesignListParams,
} from './design';
import { toSearchParams } from './query';

const design = {
  id: 'd-77',
  name: 'spring-postcard-final.pdf',
  clientId: '1',
  format: 'POSTCARD_6X9',
  status: 'READY',
  thumbnailUrl: 'https://cdn.example.com/designs/d-77.png',
};

describe('designListSchema', () => {
  it('parses designs with pagination', () => {
    const page = { designs: [design], pagination: { currentPage: 1, totalPages: 3, totalItems: 61 } };
    expect(designListSchema.parse(page)).toEqual(page);
  });

  it('strips unknown fields and refuses the nodes/totalCount shape', () => {
    const parsed = designListSchema.parse({
      designs: [{ ...design, printCost: 12 }],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 1 },
    });
    expect(parsed.designs[0]).not.toHaveProperty('printCost');
    expect(designListSchema.safeParse({ nodes: [design], totalCount: 1 }).success).toBe(false);
  });
});

describe('designListQuerySchema', () => {
  it('applies defaults', () => {
    expect(designListQuerySchema.parse({})).toEqual({
      search: undefined,
      status: undefined,
      format: undefined,
      sort: 'newest',
      page: 1,
      pageSize: 24,
    });
  });

  it('parses filters and refuses bad values', () => {
    expect(
      designListQuerySchema.parse({ status: 'ready', format: 'POSTCARD_6X9', sort: 'name_asc' }),
    ).toMatchObject({
      status: 'READY',
      format: 'POSTCARD_6X9',
      sort: 'name_asc',
    });
    expect(designListQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
    expect(designListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(designListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(designListQuerySchema.safeParse({ format: 'POSTCARD 6X9; DROP' }).success).toBe(false);
  });

  it('round-trips what the dashboard serialises', () => {
    const params: DesignListParams = {
      search: 'spring',
      status: 'READY',
      sort: 'oldest',
      page: 2,
      pageSize: 12,
    };
    expect(parseDesignListQuery(Object.fromEntries(toSearchParams(params))).data).toEqual({
      format: undefined,
      ...params,
    });
  });
});
