// The tier presenter lives with the shared evaluation code: the desktop applies it to a local
// result offline (src/shared/plans/desktop.ts), the cloud to every result it sends.
export * from '@shared/evaluation/present'
