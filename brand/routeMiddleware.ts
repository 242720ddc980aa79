// Named route middleware a brand may put on its pages ("auth": only signed-in visitors; others sign in first). The names
// are checked when brand data loads; the browser runs them before a page renders (renderer/client/middleware.ts).
export const routeMiddlewareNames = ['auth'] as const
export type RouteMiddlewareName = (typeof routeMiddlewareNames)[number]

export function unknownMiddlewareMessage(name: string): string {
  return `Unknown route middleware: ${name}`
}
