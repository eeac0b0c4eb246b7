import { useState } from 'react';

/**
 * A key for a calculator's form whose submitted values live in the URL. The form keeps what the user
 * typed (its own submits and the service's refusals never reset it); a URL change made elsewhere (back
 * button, a suggestion, a shared link) gives a new key, so the form shows the URL's values.
 */
export function useFormKey(urlValue: string) {
  const [seen, setSeen] = useState(urlValue);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [key, setKey] = useState(0);
  if (urlValue !== seen) {
    setSeen(urlValue);
    if (urlValue !== submitted) setKey((k) => k + 1);
    setSubmitted(null);
  }
  return { formKey: key, markSubmitted: setSubmitted };
}
