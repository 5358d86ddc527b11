// PDF export: the print route's contract and the download file name, for every runtime.
export * from './file-name'
export * from './print'
export * from './metadata'
export * from './formats'
