import { Fragment } from 'react';

/**
 * A figure as formatted ("Rp 19.346.000.000.000.000", "1.234,5 m²") that a phone can break between its thousands
 * groups: each group stays whole (no break inside it, nor before its unit or after "Rp") and a line may end after
 * any thousands dot. The text read, copied and tested is the figure itself; the breaks are <wbr>, not characters.
 * Its container must let it wrap (no truncate, no whitespace-nowrap, and min-w-0 in a flex row).
 */
export function Amount({ text }: { text: string }) {
  // id-ID: "." only groups thousands ("," marks decimals), so a break after it never splits a number's meaning.
  const groups = text.split(/(?<=\.)(?=\d)/);
  return (
    <>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="whitespace-nowrap">{group}</span>
        </Fragment>
      ))}
    </>
  );
}
