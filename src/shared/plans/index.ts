export * from './plans'
export * from './entitlements'
