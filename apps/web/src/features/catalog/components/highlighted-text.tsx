import { highlightParts, type HighlightRange } from '@curio/shared';

/** `text` with the parts a search matched in <mark>. */
export function HighlightedText({
  text,
  highlights,
}: {
  text: string;
  highlights: readonly HighlightRange[];
}) {
  return (
    <>
      {highlightParts(text, highlights).map((part, index) =>
        part.marked ? (
          <mark key={index} className="bg-transparent font-semibold text-indigo-700">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
