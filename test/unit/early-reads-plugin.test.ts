/**
 * Where the early reads go in index.html: first in the head, just after the character set. A browser runs
 * an inline script only once the style sheets above it have arrived, so below the app's style sheet the
 * reads would wait for it.
 */
import { describe, expect, it } from 'vitest';
import { placeAfterCharset } from '../../scripts/early-reads-plugin';

const page = (head: string) => `<!doctype html><html lang="en"><head>${head}</head><body></body></html>`;
const tags = [
  { tag: 'script', attrs: { type: 'application/json', id: 'data' }, children: '{"a":["/x.js"]}' },
  { tag: 'script', children: 'start()' },
];

describe('placeAfterCharset', () => {
  it('puts the data and the script just after the character set, above the style sheet and the modules', () => {
    const html = placeAfterCharset(
      page(
        '<meta charset="UTF-8" /><title>Doorstep</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">',
      ),
      tags,
    );
    expect(html).toContain(
      '<meta charset="UTF-8" /><script type="application/json" id="data">{"a":["/x.js"]}</script><script>start()</script><title>',
    );
    expect(html.indexOf('<script>start()')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.indexOf('<script>start()')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('puts them first in the head when there is no character set', () => {
    expect(placeAfterCharset(page('<title>Doorstep</title>'), tags)).toContain(
      '<head><script type="application/json" id="data">',
    );
  });

  it('escapes the attributes it writes', () => {
    expect(placeAfterCharset(page(''), [{ tag: 'script', attrs: { id: 'a"b&c' }, children: '' }])).toContain(
      '<script id="a&quot;b&amp;c"></script>',
    );
  });
});
