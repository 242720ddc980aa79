// The build this document belongs to, and where the deployable is mounted.
export const base = import.meta.env.BASE_URL

export function currentBuildId(): string {
  return document.documentElement.dataset.buildId ?? ''
}
