// A static redirect page for hosts without redirect rules: meta refresh, canonical link, and a link for people.
import { escapeHtml } from '../lib/formats.ts'

export function redirectPage(target: string): string {
  const href = escapeHtml(target)
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${href}">
<meta name="robots" content="noindex">
<title>Moved to ${href}</title>
</head>
<body>
<p>This page has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`
}
