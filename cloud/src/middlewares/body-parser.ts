// JSON bodies up to 1 MB (a resume with its rich text fits easily); bigger ones get a clear 413.
// Forms are parsed too because better-auth's endpoints accept them. DELETE carries a JSON body in
// this API (DELETE /api/libraryEntry {id}).
import { bodyParser } from '@koa/bodyparser'

export const JSON_LIMIT = '1mb'
export const JSON_LIMIT_LABEL = '1 MB'

export function parseBody() {
  return bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: JSON_LIMIT,
    formLimit: JSON_LIMIT,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  })
}
