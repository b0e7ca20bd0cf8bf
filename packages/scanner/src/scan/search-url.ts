// Fills a site's OpenSearch-style template: {searchTerms}, {startPage} (from 1) and
// {startIndex} (from 0); optional parameters may be written {name?}.

export function searchUrl(baseUrl: string, template: { urlTemplate: string; resultsPerPage?: number }, terms: string, page: number): string {
  const perPage = template.resultsPerPage ?? 10;
  const values: Record<string, string> = {
    searchTerms: encodeURIComponent(terms),
    startPage: String(page),
    startIndex: String((page - 1) * perPage),
    count: String(perPage),
  };
  const filled = template.urlTemplate.replace(/\{(\w+)\??\}/g, (whole, name: string) => values[name] ?? "");
  return new URL(filled, `${baseUrl}/`).href;
}
