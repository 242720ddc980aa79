// Vike prints one console line per prerendered file and has no setting to stop it (only its beta onPagePrerender
// hook, which also stops it writing). While it runs, this folds those lines into a progress count.
const fileLine = /\.html\b/

export async function withPrerenderProgress<T>(total: number, quiet: boolean, run: () => Promise<T>): Promise<T> {
  const original = console.log
  const originalWarn = console.warn
  // Rolldown's note that Vike's own chunk group has no debug name is noise for our users.
  console.warn = (...args: unknown[]) => {
    if (!args.map(String).join(' ').includes('debugName')) originalWarn(...args)
  }
  let written = 0
  const step = Math.max(1, Math.ceil(total / 4))
  console.log = (...args: unknown[]) => {
    const text = args.map(String).join(' ')
    if (fileLine.test(text) && !text.includes('pre-rendered')) {
      written++
      if (!quiet && (written % step === 0 || written === total)) original(`  prerendered ${written}/${total} pages`)
      return
    }
    // Rolldown's note about Vike's own chunk group having no debug name is noise for our users.
    if (text.includes('debugName')) return
    if (!quiet && !/pre-render(ing|ed)/.test(text)) original(...args)
  }
  try {
    return await run()
  } finally {
    console.log = original
    console.warn = originalWarn
  }
}
