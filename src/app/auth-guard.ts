import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { getClientKey } from '../api/session';

/**
 * Loader of the signed-in area: without a key, go to sign-in and come back here afterwards. Signed in, it
 * answers at once (no promise, so nothing waits on it); the sign-in path's module (the link builders,
 * which read the contract) comes only for a signed-out visit, which loads the sign-in page anyway.
 */
export function requireClientKey({ request }: LoaderFunctionArgs): null | Promise<never> {
  if (getClientKey()) return null;
  const url = new URL(request.url);
  return import('../features/auth/next-path').then(({ signInPath }) => {
    throw redirect(signInPath({ pathname: url.pathname, search: url.search }));
  });
}

/**
 * A page loader that runs only when signed in. Loaders of nested routes run in parallel with the
 * guard's, so without this a signed-out visit would still send the page's requests (and meet 401s).
 */
export function whenSignedIn(loader: LoaderFunction): LoaderFunction {
  return (args, ctx) => (getClientKey() ? loader(args, ctx) : null);
}
