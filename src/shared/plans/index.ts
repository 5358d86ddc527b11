export * from './plans'
export * from './entitlements'
export * from './desktop'
