// Which stored keys hold a demo's visitor state, found by the key scheme every feature stores under
// (`storefront:<scope>:<name>`, lib/stored.ts) rather than by a list of features: whatever a new feature keeps is
// found too. Keys of another form are not visitor state of a scope: the analytics state (`storefront:analytics`,
// which holds the presenter's write key beside the events) is cleared part by part by the event inspector.

/** The scope (a brand prefix, or "Demo" at top level) and name of a stored key; undefined when it is not
 *  visitor state. */
export function parseStoredKey(key: string): { scope: string; name: string } | undefined {
  const match = /^storefront:([^:]+):(.+)$/s.exec(key)
  return match ? { scope: match[1] as string, name: match[2] as string } : undefined
}

/** The keys among `keys` that hold visitor state of `scope`, or of every scope when `scope` is null. */
export function demoStateKeys(keys: readonly string[], scope: string | null): string[] {
  return keys.filter((key) => {
    const owner = parseStoredKey(key)?.scope
    return owner !== undefined && (scope === null || owner === scope)
  })
}
