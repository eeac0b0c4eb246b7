/**
 * Labels of numeric codes, from the service's glossary once it has loaded and from the spec's fallback
 * (`fallbackGlossary`) before that or when the glossary cannot be read. Never throws and never blocks a
 * page: a failed glossary read just keeps the fallback labels.
 *
 *   const label = useCodeLabel();           // label('missionStatuses', 10) -> 'AVAILABLE'
 *   const glossary = useGlossary();         // the whole glossary (service's or fallback)
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { codeLabel, fallbackGlossary, type CodeGroup, type Glossary } from '../api/contract/glossary';
import { glossaryQueries } from './glossary-queries';

export type CodeLabelFn = (group: CodeGroup, code: number) => string;

/** The glossary: the service's when loaded, otherwise the fallback. */
export function useGlossary(): Glossary {
  const { data } = useQuery(glossaryQueries.all());
  return data ?? fallbackGlossary;
}

/** A stable function `(group, code) => label` (changes only when the glossary loads). */
export function useCodeLabel(): CodeLabelFn {
  const { data } = useQuery(glossaryQueries.all());
  return useCallback((group: CodeGroup, code: number) => codeLabel(group, code, data), [data]);
}
