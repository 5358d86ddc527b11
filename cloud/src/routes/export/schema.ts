// Input of POST /api/export/pdf: the shared contract (src/shared/api/export.ts). cvData is
// repaired by normalizeResume rather than rejected, as for library writes.
export { exportPdfInput } from '@shared/api'
