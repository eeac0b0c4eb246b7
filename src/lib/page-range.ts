/** Rows `start`–`end` (1-based) of `total` shown on `page`, and how many pages there are (at least 1). */
export function pageRange(page: number, pageSize: number, returned: number, total: number) {
  const start = returned === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = returned === 0 ? 0 : start + returned - 1;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { start, end, total, pageCount };
}
