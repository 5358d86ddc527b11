// Page breaks for the preview and the print route (CONTRACT §2).
export * from './geometry'
export { paginate, pushFor, pageCount, type UnitBox, type Pagination } from './paginate'
export { PaginatedDocument, type PaginatedDocumentProps } from './PaginatedDocument'
export { usePagination, type PaginationState } from './usePagination'
export { paginateElement, clearPagination } from './paginate-element'
export { PushLedger, measureUnits, topLevelUnits, UNIT_SELECTOR } from './measure'
