/** The checks the postcards page shows as the user types: a row's problems (checked once per version) and the PDF link's. */
import { pdfUrlSchema } from '../../api/contract/postcard';
import { validateRow, type RecipientRow, type RowIssues } from './recipients';

/** Each row's problems, checked once per version of the row (rows are replaced, never changed). */
const issueCache = new WeakMap<RecipientRow, RowIssues>();
export function rowIssues(row: RecipientRow): RowIssues {
  let issues = issueCache.get(row);
  if (!issues) {
    issues = validateRow(row);
    issueCache.set(row, issues);
  }
  return issues;
}

/** What is wrong with the PDF link as typed, in plain words; undefined when it will do. */
export function pdfProblem(url: string): string | undefined {
  if (url.trim() === '') return 'Paste the link to your postcard’s PDF.';
  if (!pdfUrlSchema.safeParse(url.trim()).success)
    return 'Use a web address that starts with https:// and ends in .pdf, e.g. https://example.com/postcard.pdf.';
  return undefined;
}
