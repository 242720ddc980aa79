// Text or an attribute value written into the HTML the scripts generate (redirect pages, the gallery's index).
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
}
