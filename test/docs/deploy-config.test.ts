/**
 * deploy/nginx.conf sends the headers the preview server sends (docs/deploying.md), name by name and
 * value by value, so a change to the Content-Security-Policy in vite.config.ts (a new directive, the hash
 * of an inline script) fails here until the file is regenerated. On failure it prints the lines to paste.
 *
 * The preview server's headers are read from the project's Vite config itself, called as `vite preview`
 * calls it, for a production build against the placeholder service the file is written for
 * (`SERVICE`): VITE_API_BASE_URL is that service, the map settings are left empty (the default street
 * map, as the file says), and SANDBOX_URL, where the preview server's artwork comes from, is the service
 * too, since in production the service serves its own artwork. No server is started.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'deploy', 'nginx.conf');
/** The service deploy/nginx.conf is written for, as its comments say. */
const SERVICE = 'https://service.example.com';

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/**
 * nginx's configuration syntax, as far as the file uses it: words and quoted strings, `#` comments,
 * directives ending in `;` and blocks in `{ }`.
 */
function parseNginx(text: string): Directive[] {
  const tokens: string[] = [];
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '#') while (i < text.length && text[i] !== '\n') i++;
    else if (c === ';' || c === '{' || c === '}') tokens.push(text[i++]!);
    else if (c === '"' || c === "'") {
      let word = '';
      for (i++; i < text.length && text[i] !== c; i++) word += text[i] === '\\' ? text[++i] : text[i];
      if (i >= text.length) throw new Error('unterminated quoted string in deploy/nginx.conf');
      i++;
      // A quoted word is marked so a value equal to ";" or "{" stays a value.
      tokens.push(`\0${word}`);
    } else {
      let word = '';
      while (i < text.length && !/[\s;{}#"']/.test(text[i]!)) word += text[i++];
      tokens.push(`\0${word}`);
    }
  }
  let at = 0;
  const readBlock = (): Directive[] => {
    const out: Directive[] = [];
    while (at < tokens.length && tokens[at] !== '}') {
      const words: string[] = [];
      while (at < tokens.length && tokens[at]!.startsWith('\0')) words.push(tokens[at++]!.slice(1));
      const end = tokens[at++];
      const [name, ...args] = words;
      if (!name) throw new Error(`a directive without a name before '${end ?? 'the end'}'`);
      if (end === ';') out.push({ name, args });
      else if (end === '{') {
        out.push({ name, args, block: readBlock() });
        if (tokens[at++] !== '}') throw new Error(`the block of '${name}' is not closed`);
      } else throw new Error(`'${name}' does not end with ';'`);
    }
    return out;
  };
  const top = readBlock();
  if (at < tokens.length) throw new Error('an unmatched } in deploy/nginx.conf');
  return top;
}

/** The one server block, its headers, and any header a location adds. */
function readServer(text: string) {
  const servers = parseNginx(text).filter((d) => d.name === 'server');
  if (servers.length !== 1) throw new Error(`expected one server block, found ${servers.length}`);
  const server = servers[0]!.block!;
  const headers: Record<string, string> = {};
  for (const d of server.filter((x) => x.name === 'add_header')) {
    const [name, value] = d.args.filter((a) => a !== 'always');
    if (!name || value === undefined)
      throw new Error(`add_header needs a name and a value: ${d.args.join(' ')}`);
    if (name in headers) throw new Error(`add_header ${name} is set twice`);
    headers[name] = value;
  }
  /** add_header lines inside a location: nginx would then send none of the server's there. */
  const inLocations: string[] = [];
  const walk = (list: Directive[], where: string) => {
    for (const d of list) {
      if (d.name === 'add_header') inLocations.push(`${where}: add_header ${d.args.join(' ')}`);
      if (d.block) walk(d.block, `${where} > ${d.name} ${d.args.join(' ')}`);
    }
  };
  for (const d of server) if (d.block) walk(d.block, `${d.name} ${d.args.join(' ')}`);
  return { server, headers, inLocations };
}

/** The headers `vite preview` sends for a production build against SERVICE, from the project's config. */
async function previewHeaders(): Promise<Record<string, string>> {
  const settings: Record<string, string> = {
    VITE_API_BASE_URL: SERVICE,
    SANDBOX_URL: SERVICE,
    VITE_MAP_STYLE_URL: '',
    VITE_MAP_PMTILES_URL: '',
    VITE_MAP_ASSETS_URL: '',
  };
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  try {
    const env = { command: 'serve', mode: 'production', isPreview: true } as const;
    const config = typeof viteConfig === 'function' ? await viteConfig(env) : await viteConfig;
    return Object.fromEntries(Object.entries(config.preview?.headers ?? {}).map(([n, v]) => [n, String(v)]));
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const expected = await previewHeaders();

/** The `add_header` lines for the preview server's headers. */
const expectedLines = Object.entries(expected)
  .map(([name, value]) => `    add_header ${name} "${value}" always;`)
  .join('\n');

/** How the config's headers differ from the preview server's: one line a difference. */
function headerDifferences(text: string): string[] {
  // Cache-Control is the static files' own (checked below), not one of the preview server's headers.
  const actual = Object.fromEntries(
    Object.entries(readServer(text).headers).filter(([name]) => name !== 'Cache-Control'),
  );
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names.flatMap((name) =>
    actual[name] === expected[name]
      ? []
      : [
          `${name}: the config sends ${JSON.stringify(actual[name])}, the preview server ${JSON.stringify(expected[name])}`,
        ],
  );
}

const config = readFileSync(configFile, 'utf8');

describe('deploy/nginx.conf', () => {
  it('reads the preview server’s headers', () => {
    expect(expected['Content-Security-Policy']).toContain(`connect-src 'self' ${SERVICE}`);
  });

  it('sends every header the preview server sends, with the same values, and no other', () => {
    expect(
      headerDifferences(config),
      `deploy/nginx.conf differs from the preview server (vite.config.ts); its add_header lines should be:\n${expectedLines}`,
    ).toEqual([]);
  });

  it('fails when a header differs, is missing or is added', () => {
    // Each change is made to whatever the file holds, and must change what the comparison reports.
    const changed = [
      config.replace(/(add_header X-Frame-Options "[^"]*)"/, '$1, changed"'),
      config.replace(/^\s*add_header Referrer-Policy .*$/m, ''),
      config.replace(/(add_header Content-Security-Policy ")[^;"]*; /, '$1'),
      config.replace(
        /^(\s*)(add_header X-Frame-Options)/m,
        '$1add_header X-Powered-By "nginx" always;\n$1$2',
      ),
      config.replaceAll(SERVICE, 'https://other.example.com'),
    ];
    for (const text of changed) {
      expect(text).not.toBe(config);
      expect(headerDifferences(text)).not.toEqual(headerDifferences(config));
    }
  });

  it('adds no header inside a location, where nginx would drop the server’s', () => {
    expect(readServer(config).inLocations).toEqual([]);
  });

  it('serves the build as an app: hashed assets cached for good, everything else revalidated', () => {
    const { server, headers } = readServer(config);
    const cacheMaps = parseNginx(config).filter(
      (d) => d.name === 'map' && d.args[1] === '$doorstep_cache_control',
    );
    expect(headers['Cache-Control']).toBe('$doorstep_cache_control');
    const entries = new Map(cacheMaps[0]?.block?.map((d) => [d.name, d.args[0]]) ?? []);
    expect(entries.get('~^/assets/')).toMatch(/max-age=31536000.*immutable/);
    expect(entries.get('default')).toBe('no-cache');
    const location = (where: string) =>
      server.find((d) => d.name === 'location' && d.args.join(' ') === where)?.block ?? [];
    const tryFiles = (where: string) => location(where).find((d) => d.name === 'try_files')?.args;
    // A page's address falls back to index.html (the router reads it); a missing chunk is a 404.
    expect(tryFiles('/')?.at(-1)).toBe('/index.html');
    expect(tryFiles('/assets/')?.at(-1)).toBe('=404');
    expect(server.find((d) => d.name === 'root')?.args[0]).toMatch(/\/dist$/);
  });
});
