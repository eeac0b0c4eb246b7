import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { getAccessToken } from '../../../api/session';

/** The OAuth connect prompt, given by the router (features do not import each other). */
export type ConnectSlot = ComponentType<{ returnTo?: string; error?: unknown; className?: string }>;

/** Asks for the builder's permission when none is held; the user comes back to this very address. */
export function ConnectBanner({ Connect, error }: { Connect: ConnectSlot; error?: unknown }) {
  const { pathname, search } = useLocation();
  if (getAccessToken() && !error) return null;
  return <Connect returnTo={`${pathname}${search}`} error={error} className="mt-4" />;
}
