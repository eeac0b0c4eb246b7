import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getClientKey } from '../api/session';
import { signInPath } from '../features/auth/next-path';

/** Loader of the signed-in area: without a key, go to sign-in and come back here afterwards. */
export function requireClientKey({ request }: LoaderFunctionArgs): null {
  if (getClientKey()) return null;
  const url = new URL(request.url);
  throw redirect(signInPath({ pathname: url.pathname, search: url.search }));
}
