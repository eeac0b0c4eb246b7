import { endpoints } from '../../../src/api/contract/endpoints';
import { openApiDocument } from '../../http/openapi';
import type { RouteModule } from '../deps';

/** Unauthenticated paths outside the client API: health, the demo credentials and the OpenAPI document. */
export const sandboxRoutes: RouteModule = (mount, { credentials }) => {
  mount(endpoints.health, () => ({ status: 'ok' as const }));

  /** Sandbox-only: lists the demo clients with their credentials (the dashboard's one-click sign-in). */
  mount(endpoints.sandboxCredentials, () => credentials());

  /** The table as an OpenAPI 3.1 document, with this sandbox as its server. */
  let document: string | undefined;
  mount(endpoints.openApi, ({ c }) => {
    document ??= JSON.stringify(openApiDocument(endpoints, { serverUrl: credentials().baseUrl }));
    return c.body(document, 200, { 'Content-Type': endpoints.openApi.response.contentType });
  });
};
