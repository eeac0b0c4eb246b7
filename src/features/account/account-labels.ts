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
