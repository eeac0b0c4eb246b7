import { useState } from 'react';
import type { TrackingEventInput } from '../../../api/contract/tracking';
import { getApiConfig } from '../../../api/http-client';
import { Card, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { curlSnippet, fetchSnippet, KEY_PLACEHOLDER, trackingUrl } from '../snippets';
import { CopyButton } from './copy-button';

type View = 'json' | 'curl' | 'js';

const views: { id: View; label: string; what: string }[] = [
  { id: 'json', label: 'JSON body', what: 'JSON body' },
  { id: 'curl', label: 'curl', what: 'curl command' },
  { id: 'js', label: 'JavaScript', what: 'JavaScript code' },
];

/**
 * What the composer sends: the JSON body exactly as `callApi` sends it, and the same request as `curl`
 * and JavaScript for the advertiser's own backend.
 */
export function RequestPreview({ body, ready }: { body: TrackingEventInput; ready: boolean }) {
  const [view, setView] = useState<View>('json');
  const conversion = body.eventName === 'conversion';
  const url = trackingUrl(getApiConfig().baseUrl, window.location.origin);
  const texts: Record<View, string> = {
    json: JSON.stringify(body, null, 2),
    curl: curlSnippet(url, body),
    js: fetchSnippet(url, body),
  };
  return (
    <Card aria-labelledby="request-heading" className="min-w-0">
      <CardTitle id="request-heading">The request</CardTitle>
      <p className="mt-1 text-sm text-slate-600">
        <span className="font-medium">POST</span> <span className="break-all font-mono text-xs">{url}</span>
      </p>
      {!ready ? (
        <p className="mt-2 text-sm text-amber-800">
          Not ready to send yet: some fields still need a value or a change.
        </p>
      ) : null}
      <Tabs value={view} onValueChange={(v) => setView(v as View)} className="mt-3">
        <TabsList aria-label="Show the request as">
          {views.map((v) => (
            <TabsTrigger key={v.id} value={v.id}>
              {v.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {views.map((v) => (
          <TabsContent key={v.id} value={v.id} className="mt-3 space-y-2">
            <CopyButton text={texts[v.id]} what={v.what} />
            <pre
              // A scrolling region must be reachable by keyboard.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label={v.label}
              className="max-h-96 overflow-auto rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <code>{texts[v.id]}</code>
            </pre>
            {v.id === 'json' ? (
              <p className="text-xs text-slate-500">
                Exactly the body the dashboard sends when you press Send event.
              </p>
            ) : (
              <p className="text-xs text-slate-500">
                For your own backend: replace <code className="font-mono">{KEY_PLACEHOLDER}</code> with your
                client key. Keep the key on your server; never put it in a web page or an app.
              </p>
            )}
            {conversion ? (
              <p className="text-xs text-slate-500">
                Safe to retry: sending the same transaction id twice records the order once. The second answer
                is the first record, and nothing is counted twice.
              </p>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}
