/** The page the event inspector is opened on: its scope (brand prefix, or "Demo" at top level) and the name a
 *  presenter knows it by. */
export interface InspectorScope {
  scope: string
  scopeName: string
}
