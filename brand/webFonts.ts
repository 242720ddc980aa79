// The web fonts the site ships, self-hosted from Fontsource packages (no font host at run time): Latin subset, woff2,
// one file per face. A brand names its heading face, and where it fits a body face, in `theme.fonts`; check-brands
// refuses a family the site does not ship or a weight its package lacks. To offer a family, add its package and name.
export const webFontFamilies = [
  'Archivo Black',
  'Barlow Condensed',
  'Bitter',
  'Cormorant Garamond',
  'DM Sans',
  'Fraunces',
  'Fredoka',
  'IBM Plex Sans',
  'Libre Baskerville',
  'Lora',
  'Merriweather',
  'Montserrat',
  'Nunito',
  'Nunito Sans',
  'Oswald',
  'Playfair Display',
  'Poppins',
  'Raleway',
  'Roboto Condensed',
  'Space Mono',
] as const

export type WebFontFamily = (typeof webFontFamilies)[number]

/** The family's Fontsource package is @fontsource/<id>: its name in lower case, spaces as hyphens. */
export function fontsourceId(family: WebFontFamily): string {
  return family.toLowerCase().replaceAll(' ', '-')
}

export interface WebFace {
  family: WebFontFamily
  weight: number
}

/** A face a page loads: where its file is in the deployable (below the base path) and what it sets. */
export interface PageFont extends WebFace {
  role: 'heading' | 'body'
  file: string
}

/** The family first, the brand's own stack after it: text shows at once in the fallback and swaps when the face
 *  arrives (font-display: swap). */
export function withWebFace(face: WebFace | undefined, stack: string): string {
  return face ? `'${face.family}', ${stack}` : stack
}

/** The <style> in the head that declares the page's faces; client navigation to another brand rewrites it. */
export const brandFontsStyleId = 'brand-fonts'

/** One @font-face per face. A single file serves every weight the page asks for (the range), so headings set at
 *  400 or 800 use the brand's face as drawn instead of a faux bold. */
export function fontFaceCss(fonts: readonly PageFont[], base: string): string {
  return fonts
    .map(
      (f) =>
        `@font-face{font-family:'${f.family}';src:url(${base}${f.file}) format('woff2');font-weight:100 900;font-style:normal;font-display:swap}`,
    )
    .join('')
}
