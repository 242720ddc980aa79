/** The tab icon of a brand's pages (written by scripts/lib/brandIcons.ts), relative to the deploy base. */
export function iconPath(prefix: string | undefined): string {
  return `icons/${prefix ?? 'default'}.svg`
}
