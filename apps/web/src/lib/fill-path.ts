/**
 * Fills the `:name` placeholders of a path pattern (an API path of @assay/contracts or a page of config/paths), each
 * value URL-encoded. A placeholder without a value throws: a link with `:id` left in it fails far from its cause.
 */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for ${placeholder} in ${pattern}.`);
    return encodeURIComponent(value);
  });
}
