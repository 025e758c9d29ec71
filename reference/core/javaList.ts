/** Java's `List.toString` (`[a, b]`), as ES's messages print a list of names. */
export function javaList(items: readonly string[]): string {
  return `[${items.join(', ')}]`;
}
