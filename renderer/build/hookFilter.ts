// A bundler hook filter (`filter: { id }`) matching one module id and nothing else. With a filter the bundler calls a
// plugin's hook only for the modules it matches; without one it calls into JavaScript for every module of the build.
export function exactly(id: string): RegExp {
  return new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)
}
