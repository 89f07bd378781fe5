/** Links of paged answers (`{ count, next, previous, results }`, DESIGN §3). */

export function pageUrl(url: string, page: number): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const params = new URLSearchParams(q === -1 ? '' : url.slice(q + 1));
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/** `next` and `previous` of a page list: links to the neighbouring pages of the same query. */
export function pageLinks(
  url: string,
  page: number,
  pageSize: number,
  count: number,
): { next: string | null; previous: string | null } {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    next: page < lastPage ? pageUrl(url, page + 1) : null,
    previous: page > 1 ? pageUrl(url, Math.min(page - 1, lastPage)) : null,
  };
}
