export { parseResume, type ParseResult } from './build'
export {
  fromPdfText,
  fromPlainText,
  type ParseInput,
  type SourceFlow,
  type SourceLine,
} from './source'
export { detectLanguage } from './language'
