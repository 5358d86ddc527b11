// Inputs of the import routes: the shared contract (src/shared/api/import.ts).
export { createCvFromExistingInput, importInput } from '@shared/api'
