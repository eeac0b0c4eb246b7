import type Database from 'better-sqlite3';

export type SqlValue = string | number | null;

/**
 * Buffers rows and inserts them `batch` at a time with one multi-row prepared statement: several times
 * fewer statement executions than row-by-row inserts, for the seed's large tables. Call `flush()` at the
 * end of the step.
 */
export function bulkInserter(
  sqlite: Database.Database,
  table: string,
  columns: readonly string[],
  batch = 32,
) {
  const one = `(${columns.map(() => '?').join(', ')})`;
  const head = `insert into ${table} (${columns.join(', ')}) values `;
  const many = sqlite.prepare(head + Array<string>(batch).fill(one).join(', '));
  const single = sqlite.prepare(head + one);
  // One buffer for every batch (the driver has bound its values by the time `run` returns): the seed's
  // tens of thousands of rows make no garbage here.
  const pending = new Array<SqlValue>(batch * columns.length).fill(null);
  let rows = 0;
  return {
    push(row: readonly SqlValue[]) {
      if (row.length !== columns.length)
        throw new Error(`${table}: expected ${columns.length} values, got ${row.length}`);
      const at = rows * columns.length;
      for (let k = 0; k < row.length; k++) pending[at + k] = row[k]!;
      rows += 1;
      if (rows === batch) {
        // As arguments, not one array: the driver binds arguments a good quarter faster than it reads
        // an array's elements.
        many.run(...pending);
        rows = 0;
      }
    },
    flush() {
      for (let i = 0; i < rows; i++)
        single.run(...pending.slice(i * columns.length, (i + 1) * columns.length));
      rows = 0;
    },
  };
}
