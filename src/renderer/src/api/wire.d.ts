// The route table's run-time facts, made at build time from src/shared/api/routes.ts by
// scripts/vite-api-wire.ts.
declare module 'virtual:vitae-api-wire' {
  import type { ApiRoutes, WireTable } from '@shared/api'

  const wire: WireTable<ApiRoutes>
  export default wire
}
