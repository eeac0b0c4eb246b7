import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../../src/api/contract/envelope';
import { startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { artPath, filePath } from '../../domain/assets';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

describe('sandbox assets', () => {
  it('renders an SVG thumbnail from its query alone, escaping the text, with no credential', async () => {
    const res = await sb.fetch(
      artPath({
        title: 'Tacos <b>&</b> "more"',
        subtitle: 'Café',
        seed: 'x1',
        kind: 'flyer',
        width: 9,
        height: 6,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await res.text();
    expect(svg).toContain('Tacos &lt;b&gt;&amp;&lt;/b&gt; &quot;more&quot;');
    expect(svg).not.toContain('<b>');
    expect(svg).toMatch(/width="600" height="400"/);
    // Same query, same picture.
    expect(
      await (
        await sb.fetch(
          artPath({
            title: 'Tacos <b>&</b> "more"',
            subtitle: 'Café',
            seed: 'x1',
            kind: 'flyer',
            width: 9,
            height: 6,
          }),
        )
      ).text(),
    ).toBe(svg);
  });

  it('renders a one-page PDF', async () => {
    const res = await sb.fetch(
      filePath({ title: 'Spring (menu) – 2026', name: 'spring.pdf', width: 148, height: 210 }),
    );
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/MediaBox [0 0 423 600]');
    expect(pdf).toContain('(Spring \\(menu\\) - 2026) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it.each([
    '/sandbox/assets/art.svg',
    '/sandbox/assets/art.svg?title=a&seed=s&kind=poster&w=1&h=1',
    '/sandbox/assets/art.svg?title=a&seed=s&kind=logo&w=0&h=1',
    `/sandbox/assets/art.svg?title=${'a'.repeat(121)}&seed=s&kind=logo&w=1&h=1`,
    '/sandbox/assets/file.pdf?title=a&name=../../etc/passwd&w=1&h=1',
    '/sandbox/assets/file.pdf?title=a&name=a.exe&w=1&h=1',
  ])('bad query %s -> 400 envelope', async (path) => {
    const res = await sb.fetch(path);
    expect(res.status).toBe(400);
    failureEnvelope.parse(await res.json());
  });
});
