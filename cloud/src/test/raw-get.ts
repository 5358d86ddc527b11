// A GET that shows the bytes and headers on the wire, for tests of compression (fetch would
// decompress the body on the way).
import { request } from 'node:http'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET that shows the bytes on the wire (fetch would decompress them). */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((done, fail) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', fail)
    })
      .on('error', fail)
      .end()
  })
}
