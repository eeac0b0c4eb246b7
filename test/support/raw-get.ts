import { request } from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire (still encoded). */
  bytes: Buffer;
}

/** A GET over plain HTTP that leaves the answer's bytes as sent (fetch would decode them). */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const decoders: Record<string, (b: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
};

/** The answer's JSON, decoded by its Content-Encoding (none, br or gzip). */
export async function decodedJson(answer: RawAnswer): Promise<unknown> {
  const encoding = answer.headers['content-encoding'];
  const decode = typeof encoding === 'string' ? decoders[encoding] : undefined;
  if (encoding !== undefined && !decode) throw new Error(`unexpected Content-Encoding ${String(encoding)}`);
  return JSON.parse((decode ? await decode(answer.bytes) : answer.bytes).toString('utf8'));
}
