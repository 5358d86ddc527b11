// Which list items have anything to show: the one rule lives in @shared/resume (the Word export
// follows it too).
export { visibleItems, hasVisibleItems } from '@shared/resume'
