/** Fills the `:id`, `:userId` and `:invId` placeholders of an organizationPaths template, each value URL-encoded. */
export function organizationPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for ${placeholder} in ${template}.`);
    return encodeURIComponent(value);
  });
}
