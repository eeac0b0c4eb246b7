/**
 * Account codes in words: the label from the code glossary (the service's once loaded, else the
 * dashboard's fallback), or the code itself when neither knows it ("Role 7").
 */
import { codeLabel, type Glossary } from '../../api/contract/glossary';

export const userRoleText = (code: number, glossary?: Partial<Glossary>) =>
  codeLabel('userRoles', code, glossary, 'Role');
export const userStatusText = (code: number, glossary?: Partial<Glossary>) =>
  codeLabel('userStatuses', code, glossary, 'Status');
export const clientStatusText = (code: number, glossary?: Partial<Glossary>) =>
  codeLabel('clientStatuses', code, glossary, 'Status');

/**
 * Industry groups the service is known to send as codes ("FOOD"), in words. The glossary has no list of
 * them; a code not listed here is read out in sentence case ("HOME_SERVICES" -> "Home services").
 */
const industryGroupLabels: Record<string, string> = {
  FOOD: 'Food and drink',
  FITNESS: 'Health and fitness',
  HEALTH: 'Health',
  RETAIL: 'Retail',
  BEAUTY: 'Beauty',
  EDUCATION: 'Education',
  REAL_ESTATE: 'Real estate',
  AUTOMOTIVE: 'Automotive',
  HOME_SERVICES: 'Home services',
  FINANCE: 'Finance',
  ENTERTAINMENT: 'Entertainment',
  TRAVEL: 'Travel',
};

export function industryGroupText(code: string): string {
  const trimmed = code.trim();
  const known = industryGroupLabels[trimmed.toUpperCase()];
  if (known) return known;
  // Only a code (capitals, digits, underscores) is rewritten; a label the service already wrote stays.
  if (!/^[A-Z0-9_]+$/.test(trimmed)) return trimmed;
  const words = trimmed.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
