/**
 * A quiz option's text, where `backticks` mark code (as in the seeded paths' options): the code in the code font, the
 * rest as plain text. Options are one line, so full Markdown (blocks inside a label) would be too much.
 */
export function InlineCode({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, index) =>
        part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
