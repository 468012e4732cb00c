// The color form's pigment field holds several codes ('PB15:3, PG7'); suggestions are for the
// one being typed, the last.

/** The code being typed: what follows the last comma (a code may hold a space: 'PB 29'). */
export function typedPigment(text: string): string {
  return (
    text
      .split(/[,;]\s*/)
      .at(-1)
      ?.trimStart() ?? ''
  );
}

/** The field with the code being typed replaced by a chosen one: 'PB15:3, ultra' -> 'PB15:3, PB29'. */
export function withPigment(text: string, code: string): string {
  const typed = typedPigment(text);
  return `${text.slice(0, text.length - typed.length)}${code}`;
}
