// Serializes a payload for an inline <script type="application/json">: valid JSON in which "<", ">", "/" and the
// line separators are unicode-escaped, so brand data containing "</script>" stays inert text.
import serialize from 'serialize-javascript'

export function serializePayload(payload: unknown): string {
  return serialize(payload, { isJSON: true })
}
