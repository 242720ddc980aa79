// The shared stylesheet of every page, one concern per file, in cascade order. The brand look comes from the theme
// variables BrandFrame sets and the chrome variants its data picks (chrome.css, nav.css, look.css); feature pages
// import their own styles/<feature>.css, and a layout with a one-off its layouts/<name>/layout.css.
// Imported here, not by a stylesheet's @import: Vite inlines a CSS @import through PostCSS (loaded, and every file
// parsed and written out again, on each build), while a stylesheet without one is taken as it is; the client build
// joins them in this order into the same file.
import './tokens.css'
import './base.css'
import './headerTones.css'
import './chrome.css'
import './nav.css'
import './blocks.css'
import './look.css'
import './buttons.css'
import './fields.css'
import './catalog.css'
import './cart.css'
import './directory.css'
import './inspector.css'
import './offline.css'
import './tables.css'
import './choices.css'
import './utilities.css'
