/** The longest search text a filter sends; longer text in a URL is cut to it. */
export const MAX_SEARCH_LENGTH = 200;
