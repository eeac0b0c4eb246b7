import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { designTemplateListSchema } from '../../../api/contract/design-template';
import { endpoints } from '../../../api/contract/endpoints';
import { successEnvelope } from '../../../api/contract/envelope';
import { renderApp } from '../../../../test/support/render';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';

const env = setupAppSandbox();

async function serviceTemplates() {
  return successEnvelope(designTemplateListSchema).parse(await env.read(endpoints.listDesignTemplates.path))
    .data;
}

const gallery = () => screen.findByRole('list', { name: 'Templates' });
const cards = (g: HTMLElement) => within(g).getAllByRole('article');

describe('templates page', () => {
  it('shows every shared template with its thumbnail, description, facts and a compliance badge in words', async () => {
    const templates = await serviceTemplates();
    expect(templates.some((t) => t.postalCompliant)).toBe(true);
    expect(templates.some((t) => !t.postalCompliant)).toBe(true);
    renderApp('/library/templates', { clientKey: env.key });
    const g = await gallery();
    expect(cards(g).map((c) => c.getAttribute('aria-label'))).toEqual(templates.map((t) => t.name));
    for (const t of templates) {
      const card = within(g).getByRole('article', { name: t.name });
      expect(within(card).getByRole('img', { name: t.name })).toHaveAttribute('loading', 'lazy');
      expect(card).toHaveTextContent(t.description);
      expect(card).toHaveTextContent(t.postalCompliant ? 'Postal-compliant' : 'Not postal-compliant');
      if (t.postalCompliant) expect(card).not.toHaveTextContent('Not postal-compliant');
    }
    expect(screen.getByText(`${templates.length} templates`)).toBeInTheDocument();
    expect(document.title).toBe('Templates · Library · Doorstep');
    // Codes read as words, and no raw code hides in a tooltip either.
    expect(document.body).not.toHaveTextContent(/\bFOOD\b|POSTCARD_|LANDSCAPE/);
    expect(document.querySelector('[title*="_"], [title="FOOD"]')).toBeNull();
  });

  it('shows only postal-compliant templates when asked, in the URL', async () => {
    const templates = await serviceTemplates();
    const compliant = templates.filter((t) => t.postalCompliant);
    const app = renderApp('/library/templates', { clientKey: env.key });
    await gallery();
    await app.user.click(screen.getByRole('checkbox', { name: 'Postal-compliant only' }));
    await waitFor(() => expect(app.searchParams().get('compliant')).toBe('1'));
    await waitFor(async () => expect(cards(await gallery())).toHaveLength(compliant.length));
    for (const card of cards(await gallery())) {
      expect(card).toHaveTextContent('Postal-compliant');
      expect(card).not.toHaveTextContent('Not postal-compliant');
    }
    expect(
      screen.getByText(`Showing ${compliant.length} of ${templates.length} templates`),
    ).toBeInTheDocument();
  });

  it('filters by industry and orientation from the URL, and says when nothing matches', async () => {
    const templates = await serviceTemplates();
    const food = templates.filter((t) => t.industry === 'FOOD');
    const app = renderApp('/library/templates?industry=food', { clientKey: env.key });
    await waitFor(async () => expect(cards(await gallery())).toHaveLength(food.length));
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('FOOD');

    const portraitFood = food.filter((t) => t.orientation === 'PORTRAIT');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Orientation' }), 'PORTRAIT');
    await waitFor(() => expect(app.searchParams().get('orientation')).toBe('portrait'));
    await waitFor(async () => expect(cards(await gallery())).toHaveLength(portraitFood.length));

    // Every portrait food template fails the postal rules in the demo library: nothing is left.
    expect(portraitFood.every((t) => !t.postalCompliant)).toBe(true);
    await app.user.click(screen.getByRole('checkbox', { name: 'Postal-compliant only' }));
    await screen.findByText('No templates match these filters');
    await app.user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(cards(await gallery())).toHaveLength(templates.length);
  });
});
