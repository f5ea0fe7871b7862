/** The part of a location that makes a new page view: path, query and hash (the analytics plugin's browser half). */
export const pageViewKey = (location: { pathname: string; search: string; hash: string }): string =>
  `${location.pathname}${location.search}${location.hash}`;
