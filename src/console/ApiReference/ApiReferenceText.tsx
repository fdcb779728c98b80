/**
 * A summary or description from the document: its `backticked` words (paths, field names,
 * headers) shown as code, the rest as plain text. No other markdown is used there.
 */
export function ApiReferenceText({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        // Odd parts sat between backticks; index keys are stable for one text.
        index % 2 === 1 ? <code key={index}>{part}</code> : part,
      )}
    </>
  );
}
