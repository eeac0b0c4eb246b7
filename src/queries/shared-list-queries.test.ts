import { describe, expect, it } from 'vitest';
import { audienceQueries } from './audience-queries';
import { cityQueries } from './city-queries';
import { designQueries } from './design-queries';
import { templateQueries } from './template-queries';

describe('one key per request, whichever page asks', () => {
  it('designs: the default first page, blank search and status case do not make another key', () => {
    expect(designQueries.list({ page: 1, pageSize: 12, search: '  ', status: 'ready' }).queryKey).toEqual(
      designQueries.list({ pageSize: 12, status: 'READY' }).queryKey,
    );
    expect(designQueries.list({ page: 2, pageSize: 12 }).queryKey).not.toEqual(
      designQueries.list({ pageSize: 12 }).queryKey,
    );
    expect(designQueries.list({ pageSize: 24 }).queryKey).not.toEqual(
      designQueries.list({ pageSize: 12 }).queryKey,
    );
    expect(designQueries.list().queryKey.slice(0, 1)).toEqual(designQueries.all());
  });

  it('audiences: lists sorted, empty values left out', () => {
    expect(
      audienceQueries.list({ statuses: ['ready', 'PENDING'], ids: [], skip: 0, first: 500 }).queryKey,
    ).toEqual(audienceQueries.list({ first: 500, statuses: ['PENDING', 'READY'] }).queryKey);
  });

  it('cities: one read and the paged search live under one root, every input in the key', () => {
    expect(cityQueries.list({ search: ' Austin ', first: 10 }).queryKey).toEqual(
      cityQueries.list({ search: 'Austin', first: 10, skip: 0 }).queryKey,
    );
    expect(cityQueries.list({ search: 'Austin', first: 10 }).queryKey).not.toEqual(
      cityQueries.list({ search: 'Austin', first: 50 }).queryKey,
    );
    expect(cityQueries.search({ search: 'Austin', state: 'tx' }, 500).queryKey).toEqual(
      cityQueries.search({ search: 'Austin ', state: 'TX' }, 500).queryKey,
    );
    for (const key of [cityQueries.list({}).queryKey, cityQueries.search({}, 500).queryKey])
      expect(key.slice(0, 1)).toEqual(cityQueries.all());
  });

  it('templates: one key', () => {
    expect(templateQueries.list().queryKey).toEqual(['design-templates', 'list']);
  });
});
