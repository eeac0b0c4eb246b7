/**
 * Where the dashboard takes the browser back to after OAuth consent (any loopback origin, this path). Its
 * own module, free of zod, so the dashboard's route table (in the first load) can name it.
 */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';
