// validate(schema): parses the route parameters, query and JSON body against one zod schema (the
// route's declared input) and puts the result on ctx.state.input, which routes/mount.ts hands to
// the handler, typed. Handlers read nothing else. Bad input answers 400 with one issue per field.
import type { Middleware } from 'koa'
import type { z } from 'zod'
import type { AppState } from '../context'
import { UnsupportedMediaTypeError, ValidationError } from '../errors'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
}

export function validate(schema: z.ZodType): Middleware<AppState> {
  return async (ctx, next) => {
    // A body that is there but not JSON would otherwise look like an empty one.
    if (ctx.request.length !== 0 && ctx.is('json') === false) throw UnsupportedMediaTypeError()
    const body: unknown = ctx.request.body ?? {}
    if (!isPlainObject(body)) {
      const message = 'The request body must be a JSON object.'
      throw ValidationError([{ path: '', message }], message)
    }
    const params = (ctx as { params?: Record<string, string> }).params ?? {}
    // Route parameters win: they are what the router matched, never something the body overrides.
    const result = schema.safeParse({ ...ctx.query, ...body, ...params })
    if (!result.success) throw ValidationError(issuesOf(result.error))
    ctx.state.input = result.data
    await next()
  }
}
