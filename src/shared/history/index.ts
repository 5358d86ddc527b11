export * from './changes'
