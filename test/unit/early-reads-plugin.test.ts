/**
 * Where the early reads go in index.html: just before the first style sheet. A browser runs an inline
 * script only once the style sheets above it have arrived, so below the app's style sheet the reads would
 * wait for it; above the entry script they would be asked for before the first load's own files.
 */
import { describe, expect, it } from 'vitest';
import { placeBeforeStyles } from '../../scripts/early-reads-plugin';

const page = (head: string) => `<!doctype html><html lang="en"><head>${head}</head><body></body></html>`;
const tags = [
  { tag: 'script', attrs: { type: 'application/json', id: 'data' }, children: '{"a":["/x.js"]}' },
  { tag: 'script', children: 'start()' },
];
const built =
  '<meta charset="UTF-8" /><title>Doorstep</title><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/index.css">';

describe('placeBeforeStyles', () => {
  it('puts the data and then the script after the first load’s scripts, just above the style sheet', () => {
    const html = placeBeforeStyles(page(built), tags);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/react.js"><script type="application/json" id="data">{"a":["/x.js"]}</script><script>start()</script><link rel="stylesheet"',
    );
    expect(html.indexOf('<script>start()')).toBeGreaterThan(html.indexOf('src="/assets/index.js"'));
  });

  it('puts them at the end of a head with no style sheet', () => {
    expect(placeBeforeStyles(page('<title>Doorstep</title>'), tags)).toContain(
      '<title>Doorstep</title><script type="application/json" id="data">{"a":["/x.js"]}</script><script>start()</script></head>',
    );
  });

  it('ignores style sheets in the body', () => {
    const html = placeBeforeStyles(
      '<html><head><title>x</title></head><body><link rel="stylesheet" href="/late.css"></body></html>',
      tags,
    );
    expect(html.indexOf('<script>start()')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes the attributes it writes', () => {
    expect(placeBeforeStyles(page(''), [{ tag: 'script', attrs: { id: 'a"b&c' }, children: '' }])).toContain(
      '<script id="a&quot;b&amp;c"></script>',
    );
  });
});
