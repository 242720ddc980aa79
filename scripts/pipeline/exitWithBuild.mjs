// Imported first by a build's child processes (the bundler, a prerender worker): the child ends when the build that
// forked it is gone. A build killed outright (SIGKILL from the OOM killer or a CI runner) cannot stop its children,
// and a child left running would go on writing into the build's staging folder after the next build removed it.
// Signs, whichever comes first: the IPC channel to the build has closed already (the build died while this process
// was starting: the 'disconnect' event went by before anyone listened) or closes later, or this process is given
// another parent (its parent pid changes), checked every quarter second in case the channel's close is missed.
// Run on import, before the child loads anything heavy (Vite and Vike's runtime take a second or more to load).
if (!process.connected) process.exit(1)
const build = process.ppid
process.once('disconnect', () => process.exit(1))
setInterval(() => process.ppid !== build && process.exit(1), 250).unref()
