// cac checks unknown flags only for sub-commands, and a typo such as `--delet` must not deploy without deleting.

export interface KnownFlag {
  /** As typed: "--dir", "-h". */
  flag: string
  takesValue: boolean
}

/** Every problem with the flags as typed, each naming the flag: unknown ones, and values given to switches. */
export function flagProblems(argv: readonly string[], known: readonly KnownFlag[]): string[] {
  const problems: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string
    if (token === '--') break
    if (!token.startsWith('-') || token === '-') continue
    const equals = token.indexOf('=')
    const flag = equals === -1 ? token : token.slice(0, equals)
    const option = known.find((k) => k.flag === flag)
    if (!option) problems.push(`Unknown flag ${flag}`)
    else if (!option.takesValue && equals !== -1) problems.push(`${flag} takes no value`)
    // Like the parser, take the next token as the value unless it is a flag itself.
    else if (option.takesValue && equals === -1 && !(argv[i + 1] ?? '-').startsWith('-')) i++
  }
  return problems
}

/** The flags an option's cac definition ("-h, --help", "--dir <dir>") accepts. */
export function flagsOf(rawName: string): KnownFlag[] {
  const takesValue = /[<[]/.test(rawName)
  return [...rawName.matchAll(/(?:^|[\s,])(--?[A-Za-z][\w-]*)/g)].map((m) => ({ flag: m[1] as string, takesValue }))
}
