/** An ILIKE pattern matching `text` anywhere, with LIKE's own characters in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
