// A brand's theme tokens as CSS custom properties on the layout root; every stylesheet reads colours and fonts
// from these, so one set of component styles serves every brand.
import type { CSSProperties } from 'react'
import type { Theme } from '../../brand/brandSchema.ts'
import type { DerivedColours } from '../../brand/readableColor.ts'

const neutral: Theme & Partial<DerivedColours> = {
  primary: '#1f2937',
  onPrimary: '#ffffff',
  accent: '#2563eb',
  background: '#f8fafc',
  surface: '#ffffff',
  text: '#111827',
  muted: '#4b5563',
  headingFont: "system-ui, -apple-system, 'Segoe UI', sans-serif",
  bodyFont: "system-ui, -apple-system, 'Segoe UI', sans-serif",
  radius: 8,
}

export function themeStyle(theme: (Theme & Partial<DerivedColours>) | undefined): CSSProperties {
  const t = theme ?? neutral
  return {
    '--primary': t.primary,
    '--on-primary': t.onPrimary,
    '--accent': t.accent,
    '--link': t.link ?? t.accent,
    '--ink': t.ink ?? t.primary,
    '--on-accent': t.onAccent ?? t.onPrimary,
    // Without a brand the shared token (styles/tokens.css) stands.
    ...(t.error ? { '--error': t.error } : {}),
    '--bg': t.background,
    '--surface': t.surface,
    '--text': t.text,
    '--muted': t.muted,
    '--heading-font': t.headingFont,
    '--body-font': t.bodyFont,
    '--radius': `${t.radius}px`,
  } as CSSProperties
}
