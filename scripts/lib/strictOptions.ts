// cac accepts any --flag and hands it over; a command that wants only its own says which others it was given.
/** The options given that are not `known` (names as cac reports them, camelCased), as the user typed them. */
export function unknownOptions(options: Record<string, unknown>, known: readonly string[]): string[] {
  const allowed = new Set([...known, 'help', '--'])
  return Object.keys(options)
    .filter((name) => !allowed.has(name) && !/[A-Z]/.test(name))
    .map((name) => `--${name}`)
}
