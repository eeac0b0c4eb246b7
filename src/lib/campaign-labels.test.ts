import { describe, expect, it } from 'vitest';
import { campaignStatusText, campaignStatusTone, campaignTypeText } from './campaign-labels';

const glossary = {
  campaignTypes: [
    { code: 1, label: 'HANDTOHAND' },
    { code: 5, label: 'SAMPLING' },
  ],
  campaignStatuses: [
    { code: 10, label: 'ACTIVE' },
    { code: 12, label: 'PAUSED' },
  ],
};

describe('campaign labels', () => {
  it('reads the spec’s codes as words', () => {
    expect(campaignTypeText('DIRECTMAIL', 3)).toBe('Direct mail');
    expect(campaignStatusText('ARCHIVED', 20)).toBe('Archived');
    expect(campaignStatusTone('ACTIVE', 10)).toBe('success');
  });

  it('takes a code’s label from the glossary first, then the label sent with it, then the spec’s', () => {
    expect(campaignTypeText('', 5, glossary)).toBe('SAMPLING');
    expect(campaignStatusText('', 12, glossary)).toBe('PAUSED');
    expect(campaignTypeText('LETTERBOX', 2, glossary)).toBe('Letterbox');
    expect(campaignTypeText('', 4, glossary)).toBe('Inserts');
    expect(campaignStatusText('SOMETHING', 10, glossary)).toBe('Active');
  });

  it('shows an unknown code as its label, or as the code, never hidden', () => {
    expect(campaignTypeText('POSTERS', 9)).toBe('POSTERS');
    expect(campaignStatusText('', 99)).toBe('Code 99');
    expect(campaignStatusTone('', 99)).toBe('neutral');
  });
});
